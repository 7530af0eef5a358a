import { isObject } from '../validation/bundle-schema';

/** A code as members paste it ("27aapfu 0939f1zv") as the rule reads it ("27AAPFU0939F1ZV"). */
export const upperCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether a field's UI asks for its answer in capitals without spaces (GSTIN, PAN, IFSC, Udyam). */
export const wantsUpperCase = (ui: unknown): boolean =>
  isObject(ui) && isObject(ui['ui:options']) && ui['ui:options'].upperCase === true;
