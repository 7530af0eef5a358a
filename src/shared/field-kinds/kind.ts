import type { JsonObject } from '../validation/bundle-schema';

/** The kinds staff pick in the Studio's Kind chooser, by the id stored in the UI schema. */
export type KindId =
  | 'shortText'
  | 'longText'
  | 'number'
  | 'yesNo'
  | 'oneChoice'
  | 'severalChoices'
  | 'date'
  | 'email'
  | 'phone'
  | 'webAddress'
  | 'gstin'
  | 'pan'
  | 'pinCode'
  | 'ifsc'
  | 'udyam';

/** One choice: the value stored (fixed the first time it is saved) and the label members read. */
export interface Choice {
  value: string;
  label: string;
}

/** What staff set for a field beyond its label and whether it is required; each kind reads some. */
export interface FieldSettings {
  minLength?: number;
  maxLength?: number;
  whole?: boolean;
  minimum?: number;
  maximum?: number;
  choices?: Choice[];
  /** Values no longer offered; old answers keep them. */
  retired?: string[];
  other?: boolean;
  minItems?: number;
  maxItems?: number;
  earliest?: string;
  latest?: string;
  notInFuture?: boolean;
}

/** The settings a kind offers in the Studio, in the order they are shown. */
export type SettingName =
  'length' | 'whole' | 'range' | 'choices' | 'other' | 'pickCount' | 'dates';

/** A catalogue text, in English, with its values filled in; the same key is translated alike. */
export type Say = (key: string, values?: Record<string, string | number>) => string;

/** What staff decide for any field. */
export interface FieldBrief {
  label: string;
  required: boolean;
  settings: FieldSettings;
  /**
   * Why the network keeps the answer, as staff say it: the privacy notice names it beside the
   * field. Required for a field staff add (the publish check refuses one without).
   */
  purpose?: string;
}

/**
 * A field as the form files hold it: its schema and UI schema, and, for each text it carries, the
 * catalogue key it was said from (pointer within the schema → key), so the same text is written in
 * every language the form speaks.
 */
export interface Fragment {
  schema: JsonObject;
  ui: JsonObject;
  texts: Record<string, { key: string; values?: Record<string, string | number> }>;
}

export interface FieldKind {
  id: KindId;
  /** The catalogue key of its name in the Kind chooser. */
  name: string;
  settings: readonly SettingName[];
  defaults: FieldSettings;
  /** A field of this kind as the form files hold it. */
  build(brief: FieldBrief, say: Say): Fragment;
  /** The settings a field of this kind was built with (the inverse of `build`). */
  read(schema: JsonObject, ui: JsonObject): FieldSettings;
  /** Answers a member may give and answers refused, for the default settings. */
  samples: { valid: unknown[]; invalid: unknown[] };
}
