import { useT } from '@/i18n/texts-provider';
import type { TextKey, Translate } from '@/shared/i18n/format';
import type { VersionWithDiff } from '@/shared/api/answers';

type ReadableChange = VersionWithDiff['changes'][number];

const RULES: Record<string, TextKey> = {
  required: 'studio.change.rule.required',
  minLength: 'studio.change.rule.minLength',
  maxLength: 'studio.change.rule.maxLength',
  pattern: 'studio.change.rule.pattern',
};

/** One change as a sentence: "Label of Business Name: “Business Name” → “Company Name”". */
function sentence(change: ReadableChange, language: string, t: Translate): string {
  const field = change.field ?? '';
  const before = change.before ?? t('studio.change.nothing');
  const after = change.after ?? t('studio.change.nothing');
  switch (change.kind) {
    case 'label':
    case 'placeholder':
    case 'help':
    case 'minLength':
    case 'maxLength':
      return t(`studio.change.${change.kind}`, { field, before, after });
    case 'message':
      return t('studio.change.message', {
        field,
        rule: t(RULES[change.rule ?? ''] ?? 'studio.change.rule.other'),
        before,
        after,
      });
    case 'pattern':
    case 'options':
    case 'required':
    case 'notRequired':
    case 'added':
    case 'removed':
      return t(`studio.change.${change.kind}`, { field });
    case 'order':
      return t('studio.change.order');
    case 'text':
      return change.file === 'i18n/en.json'
        ? t('studio.change.englishText', { before, after })
        : t('studio.change.text', { language, field, before, after });
    case 'other':
      return change.field !== undefined
        ? t('studio.change.other', { field })
        : t('studio.change.otherFile');
  }
}

/** A version's changes in words, under the form, shared part or language each was made in. */
export function ChangeList({
  changes,
  nameOf,
}: {
  changes: ReadableChange[];
  nameOf: (file: string) => string;
}) {
  const t = useT();
  const byPlace = new Map<string, ReadableChange[]>();
  for (const change of changes) {
    const place = nameOf(change.file);
    byPlace.set(place, [...(byPlace.get(place) ?? []), change]);
  }
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {[...byPlace].map(([place, list]) => (
        <li key={place}>
          <p className="font-medium">{place}</p>
          <ul className="list-disc pl-5 break-words">
            {list.map((change, i) => (
              <li key={i}>{sentence(change, place, t)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
