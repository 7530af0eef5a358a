import { isObject, type JsonObject } from '../validation/bundle-schema';
import type { Choice } from './kind';

/** The stored value of the "Other (please say)" choice; no other choice takes it. */
export const OTHER_VALUE = 'other';

/** At most this many radios; a longer list is a drop-down list, which a phone shows whole. */
export const MOST_RADIOS = 5;

/** Labels typed or pasted one a line, trimmed, blank lines and repeats dropped. */
export function choiceLines(text: string): string[] {
  const labels = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(labels)];
}

/**
 * A stored value for a new choice, from its English label ("Hotels & Restaurants" →
 * "hotels-restaurants"), or a numbered one for a label with no Latin letters, never one already
 * taken. It is fixed once saved: renaming the label never changes it.
 */
export function choiceValue(label: string, taken: ReadonlySet<string>): string {
  const slug = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const base = slug || 'choice';
  let value = base === OTHER_VALUE ? `${base}-2` : base;
  for (let n = 2; taken.has(value) || value === OTHER_VALUE; n++) value = `${base}-${n}`;
  return value;
}

/**
 * The choices after staff edit the list: a line whose label is unchanged (or a retired choice's)
 * keeps its value; a line
 * edited in place (same position, new label) is a rename and keeps the value of the choice it
 * replaces; any other line is a new choice. A choice whose line is gone is retired, not deleted:
 * old answers still read it.
 */
export function editChoices(
  before: Choice[],
  retiredBefore: readonly string[],
  lines: string[],
): { choices: Choice[]; retired: string[] } {
  const offered = before.filter((c) => !retiredBefore.includes(c.value));
  const used = new Set<string>();
  // A retired choice typed again is offered again, with its old answers.
  const byLabel = new Map([...before].reverse().map((c) => [c.label, c]));
  for (const c of offered) byLabel.set(c.label, c);
  const kept = lines.map((label) => {
    const same = byLabel.get(label);
    if (same && !used.has(same.value)) {
      used.add(same.value);
      return same;
    }
    return undefined;
  });
  const taken = new Set(before.map((c) => c.value));
  const next: Choice[] = lines.map((label, i) => {
    if (kept[i]) return kept[i];
    const renamed = offered[i];
    if (renamed && !used.has(renamed.value) && !lines.includes(renamed.label)) {
      used.add(renamed.value);
      return { value: renamed.value, label };
    }
    const value = choiceValue(label, taken);
    taken.add(value);
    used.add(value);
    return { value, label };
  });
  const gone = before.filter((c) => !used.has(c.value));
  return { choices: [...next, ...gone], retired: gone.map((c) => c.value) };
}

/** The choices a schema offers (`oneOf` of `const` + `title`), "Other" left out. */
export function choicesIn(node: unknown): Choice[] {
  if (!isObject(node) || !Array.isArray(node.oneOf)) return [];
  return (node.oneOf as unknown[]).filter(isObject).flatMap((option: JsonObject) =>
    typeof option.const === 'string' && option.const !== OTHER_VALUE
      ? [
          {
            value: option.const,
            label: typeof option.title === 'string' ? option.title : option.const,
          },
        ]
      : [],
  );
}

export const hasOther = (node: unknown) =>
  isObject(node) &&
  Array.isArray(node.oneOf) &&
  (node.oneOf as unknown[]).some((o) => isObject(o) && o.const === OTHER_VALUE);
