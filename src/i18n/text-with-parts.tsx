import { Fragment, type ReactNode } from 'react';
import type { TextKey } from '@/shared/i18n/format';
import { useT } from './texts-provider';

/** Marks an argument's place in the formatted text: private-use characters no message holds. */
const mark = (name: string) => `\uE000${name}\uE000`;
const MARKED = /\uE000(\w+)\uE000/;

interface TextWithPartsProps {
  text: TextKey;
  /** The arguments shown as elements (a link), by name. */
  parts: Record<string, ReactNode>;
}

/**
 * A catalogue message whose arguments are elements, such as a link in a sentence: each language
 * places them where its words need them (`wizard.thanks` "… please contact us on {phone}.").
 */
export function TextWithParts({ text, parts }: TextWithPartsProps) {
  const t = useT();
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, mark(name)]));
  // split with a capturing group: the odd pieces are the names of the parts.
  const pieces = t(text, marked).split(MARKED);
  return pieces.map((piece, index) =>
    index % 2 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
  );
}
