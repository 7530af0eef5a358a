import type { TextKey } from './i18n/format';

/**
 * The forms and shared parts as the office knows them: by the screens members see, not by file.
 * Each form names the screens that show it (the OTP form is a step of three of them), so the Studio
 * can say where an edit lands before it is published.
 */
export const FORM_SCREENS: Record<string, { name: TextKey; screens: TextKey[] }> = {
  login: { name: 'studio.formName.login', screens: ['studio.screen.login'] },
  otp: {
    name: 'studio.formName.otp',
    screens: ['studio.screen.login', 'studio.screen.signUp', 'studio.screen.wizardPhone'],
  },
  'sign-up': { name: 'studio.formName.signUp', screens: ['studio.screen.signUp'] },
  'wizard-phone': { name: 'studio.formName.wizardPhone', screens: ['studio.screen.wizardPhone'] },
  'wizard-profile': {
    name: 'studio.formName.wizardProfile',
    screens: ['studio.screen.wizardProfile'],
  },
  'wizard-business': {
    name: 'studio.formName.wizardBusiness',
    screens: ['studio.screen.wizardBusiness'],
  },
  profile: { name: 'studio.formName.profile', screens: ['studio.screen.profile'] },
  business: {
    name: 'studio.formName.business',
    screens: ['studio.screen.addBusiness', 'studio.screen.editBusiness'],
  },
  concern: { name: 'studio.formName.concern', screens: ['studio.screen.yourData'] },
  referral: { name: 'studio.formName.referral', screens: ['studio.screen.giveReferral'] },
};

/** The shared parts (`schemas/defs/…`), each named for what it holds. */
export const PART_NAMES: Record<string, TextKey> = {
  'defs/address.json': 'studio.partName.address',
  'defs/business.json': 'studio.partName.business',
  'defs/email.ui.json': 'studio.partName.emailLook',
  'defs/group.ui.json': 'studio.partName.groupLook',
  'defs/person.json': 'studio.partName.person',
  'defs/person.ui.json': 'studio.partName.personLook',
  'defs/phone.json': 'studio.partName.phone',
};

/** Every screen, in the order a member meets them: lists of screens follow it. */
const SCREEN_ORDER: TextKey[] = [
  'studio.screen.wizardPhone',
  'studio.screen.wizardProfile',
  'studio.screen.wizardBusiness',
  'studio.screen.signUp',
  'studio.screen.login',
  'studio.screen.profile',
  'studio.screen.addBusiness',
  'studio.screen.editBusiness',
  'studio.screen.yourData',
  'studio.screen.giveReferral',
];

/** The screens that show any of `forms`, once each, in SCREEN_ORDER. */
export function screensOf(forms: readonly string[]): TextKey[] {
  const reached = new Set(forms.flatMap((form) => FORM_SCREENS[form]?.screens ?? []));
  return SCREEN_ORDER.filter((screen) => reached.has(screen));
}
