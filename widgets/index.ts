import { createElement, lazy, Suspense } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { CustomWidgetName } from '@/shared/widget-names';
import { OtpWidget } from './otp';
import { SearchableSelectWidget } from './searchable-select';
import { GroupAutocompleteWidget } from './group-autocomplete';
import { LogoUploadWidget } from './logo-upload';

/**
 * The phone widget loads with its libphonenumber metadata (about 40 kB) only on pages that show a
 * phone field; until then a plain box of the same size stands in.
 */
const LazyPhoneWidget = lazy(() => import('./phone').then((m) => ({ default: m.PhoneWidget })));
function PhoneWidget(props: WidgetProps) {
  return createElement(
    Suspense,
    { fallback: createElement('div', { className: 'h-9', 'aria-busy': true }) },
    createElement(LazyPhoneWidget, props),
  );
}

/** Our widgets by the name a UI schema gives in "ui:widget", so UI schemas stay pure JSON. */
export const widgets: Record<CustomWidgetName, RegistryWidgetsType[string]> = {
  otp: OtpWidget,
  phone: PhoneWidget,
  'searchable-select': SearchableSelectWidget,
  'group-autocomplete': GroupAutocompleteWidget,
  'logo-upload': LogoUploadWidget,
};

export type { FormContext, GroupSuggestion, OptionList } from './form-context';
