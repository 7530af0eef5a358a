import { isObject, type JsonObject } from '../validation/bundle-schema';
import { date } from './date';
import { email } from './email';
import { gstin } from './gstin';
import { ifsc } from './ifsc';
import type { FieldBrief, FieldKind, Fragment, KindId, Say } from './kind';
import { longText } from './long-text';
import { number } from './number';
import { oneChoice } from './one-choice';
import { pan } from './pan';
import { phone } from './phone';
import { pinCode } from './pin-code';
import { severalChoices } from './several-choices';
import { shortText } from './short-text';
import { udyam } from './udyam';
import { webAddress } from './web-address';
import { yesNo } from './yes-no';

export type * from './kind';

/** Every kind, in the order the Kind chooser offers them: adding a kind is one file and a line here. */
export const FIELD_KINDS: readonly FieldKind[] = [
  shortText,
  longText,
  number,
  yesNo,
  oneChoice,
  severalChoices,
  date,
  email,
  phone,
  webAddress,
  gstin,
  pan,
  pinCode,
  ifsc,
  udyam,
];

const BY_ID = new Map<string, FieldKind>(FIELD_KINDS.map((kind) => [kind.id, kind]));

export const fieldKind = (id: KindId): FieldKind => BY_ID.get(id)!;

/** The kind a field was built as, from the id its UI schema keeps; none for fields written by hand. */
export function kindOfUi(ui: unknown): FieldKind | undefined {
  const options = isObject(ui) && isObject(ui['ui:options']) ? ui['ui:options'] : undefined;
  return typeof options?.kind === 'string' ? BY_ID.get(options.kind) : undefined;
}

/** The purpose a field's UI schema gives it (`ui:options.purpose`), if any. */
export function purposeOfUi(ui: unknown): string | undefined {
  const options = isObject(ui) && isObject(ui['ui:options']) ? ui['ui:options'] : undefined;
  const purpose = options?.purpose;
  return typeof purpose === 'string' && purpose.trim() !== '' ? purpose.trim() : undefined;
}

/**
 * A field as the Studio builds it: its kind's fragment, with the purpose staff give it kept in its
 * UI schema's options, where the privacy notice reads it and the Translations tab lists it.
 */
export function fieldFragment(kind: FieldKind, brief: FieldBrief, say: Say): Fragment {
  const fragment = kind.build(brief, say);
  const purpose = brief.purpose?.trim();
  if (!purpose) return fragment;
  const options = isObject(fragment.ui['ui:options']) ? fragment.ui['ui:options'] : {};
  return { ...fragment, ui: { ...fragment.ui, 'ui:options': { ...options, purpose } } };
}

export { upperCode, wantsUpperCase } from './upper-code';

export type { JsonObject };
