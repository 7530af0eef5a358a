/**
 * The names a UI schema may give in "ui:widget". Kept as data so `schemas:check` can read it
 * without loading React; widgets/index.ts must register exactly these (the type enforces it).
 */
export const CUSTOM_WIDGETS = [
  'otp',
  'phone',
  'searchable-select',
  'group-autocomplete',
  'logo-upload',
  'choice-radios',
  'choice-checkboxes',
  'choice-select',
] as const;

export type CustomWidgetName = (typeof CUSTOM_WIDGETS)[number];

/** RJSF's own widgets that our forms may use as they are. */
export const BUILT_IN_WIDGETS = [
  'text',
  'textarea',
  'password',
  'email',
  'hidden',
  'checkbox',
] as const;
