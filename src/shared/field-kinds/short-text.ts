import { freeTextKind } from './text-field';

export const shortText = freeTextKind('shortText', 200);
