import { useCallback } from 'react';
import type { Texts } from './texts';
import { useTexts } from './texts-provider';

/**
 * Where a list's labels sit in the catalogue: lists.category. and so on. Each screen's code writes
 * its lists' prefixes itself, so the build sends a page the labels of the lists it shows and no
 * others (a prefix named here would send every list to each page that labels one).
 */
export type ListPrefix = `lists.${string}.`;

/** An item of a list members pick from: the value stored, and the words they read. */
export interface ListOption {
  value: string;
  label: string;
  /** The stored English, when the label differs: typed in Latin letters, it still finds the item. */
  keywords?: string[];
}

/**
 * The catalogue key of a list item, made from its stored value (the English every stored record
 * already holds) in camelCase: Sole Proprietorship → lists.entityType.soleProprietorship. None
 * for a value with no Latin letter or digit, such as a region an office imported in Devanagari.
 */
export function listKey(prefix: ListPrefix, value: string): string | undefined {
  const words = value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  return prefix + words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/**
 * A stored value as members read it: its catalogue text in the page's language, or the value as
 * stored when the catalogue has none (a category or region an office added after this release).
 */
export function listOption(
  texts: Pick<Texts, 'has' | 't'>,
  prefix: ListPrefix,
  value: string,
): ListOption {
  const key = listKey(prefix, value);
  const label = key !== undefined && texts.has(key) ? texts.t(key) : value;
  return label === value ? { value, label } : { value, label, keywords: [value] };
}

/** `listOption` in the page's language: a new function when the member switches language. */
export function useListOption(): (prefix: ListPrefix, value: string) => ListOption {
  const { has, t } = useTexts();
  return useCallback(
    (prefix: ListPrefix, value: string) => listOption({ has, t }, prefix, value),
    [has, t],
  );
}
