import type { RegistryWidgetsType } from '@rjsf/utils';
import type { CustomWidgetName } from '@/shared/widget-names';
import { OtpWidget } from './otp';
import { PhoneWidget } from './phone';
import { SearchableSelectWidget } from './searchable-select';
import { GroupAutocompleteWidget } from './group-autocomplete';
import { LogoUploadWidget } from './logo-upload';
import { ChoiceCheckboxesWidget, ChoiceRadiosWidget, ChoiceSelectWidget } from './choices';

/**
 * Every widget by the name a UI schema gives in "ui:widget", so UI schemas stay pure JSON. Stories,
 * tests and the compiled baseline forms take them all; member pages load only what their form
 * names (`load-widgets.ts`).
 */
export const widgets: Record<CustomWidgetName, RegistryWidgetsType[string]> = {
  otp: OtpWidget,
  phone: PhoneWidget,
  'searchable-select': SearchableSelectWidget,
  'group-autocomplete': GroupAutocompleteWidget,
  'logo-upload': LogoUploadWidget,
  'choice-radios': ChoiceRadiosWidget,
  'choice-checkboxes': ChoiceCheckboxesWidget,
  'choice-select': ChoiceSelectWidget,
};

export type { FormContext, GroupSuggestion, OptionList } from './form-context';
