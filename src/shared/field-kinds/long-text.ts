import { freeTextKind, LONGEST_TEXT } from './text-field';

export const longText = freeTextKind('longText', LONGEST_TEXT, { 'ui:widget': 'textarea' });
