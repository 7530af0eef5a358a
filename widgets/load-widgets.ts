import type { RegistryWidgetsType } from '@rjsf/utils';
import { CUSTOM_WIDGETS, type CustomWidgetName } from '@/shared/widget-names';

type Widget = RegistryWidgetsType[string];

/**
 * Each widget arrives in a chunk of its own, fetched only for a form whose UI schema names it: the
 * login page gets the phone widget and never the searchable select's popover and command list.
 */
const LOADERS: Record<CustomWidgetName, () => Promise<Widget>> = {
  otp: () => import('./otp').then((m) => m.OtpWidget),
  phone: () => import('./phone').then((m) => m.PhoneWidget),
  'searchable-select': () => import('./searchable-select').then((m) => m.SearchableSelectWidget),
  'group-autocomplete': () => import('./group-autocomplete').then((m) => m.GroupAutocompleteWidget),
  'logo-upload': () => import('./logo-upload').then((m) => m.LogoUploadWidget),
  'choice-radios': () => import('./choices/choice-radios').then((m) => m.ChoiceRadiosWidget),
  'choice-checkboxes': () =>
    import('./choices/choice-checkboxes').then((m) => m.ChoiceCheckboxesWidget),
  'choice-select': () => import('./choices/choice-select').then((m) => m.ChoiceSelectWidget),
};

const isCustom = (name: unknown): name is CustomWidgetName =>
  (CUSTOM_WIDGETS as readonly unknown[]).includes(name);

/** The custom widgets a UI schema names in "ui:widget", at any depth. */
export function widgetNames(uiSchema: unknown, found = new Set<CustomWidgetName>()) {
  if (uiSchema && typeof uiSchema === 'object')
    for (const [key, value] of Object.entries(uiSchema)) {
      if (key === 'ui:widget' && isCustom(value)) found.add(value);
      else widgetNames(value, found);
    }
  return found;
}

/** The widgets a UI schema names, loaded side by side, keyed as "ui:widget" names them. */
export async function loadWidgets(uiSchema: unknown): Promise<RegistryWidgetsType> {
  const names = [...widgetNames(uiSchema)];
  const loaded = await Promise.all(names.map((name) => LOADERS[name]()));
  return Object.fromEntries(names.map((name, i) => [name, loaded[i]!]));
}
