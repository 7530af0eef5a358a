import type { FormDefinition } from '@/forms/define-form';
import { businessForm } from '@/forms/generated/business';
import { loginForm } from '@/forms/generated/login';
import { otpForm } from '@/forms/generated/otp';
import { profileForm } from '@/forms/generated/profile';
import { signUpForm } from '@/forms/generated/sign-up';
import { wizardBusinessForm } from '@/forms/generated/wizard-business';
import { wizardPhoneForm } from '@/forms/generated/wizard-phone';
import { wizardProfileForm } from '@/forms/generated/wizard-profile';

/**
 * A stand-in for `src/app/live-forms.ts` in screen tests: the shipped forms, precompiled, as the
 * server serves them when staff have published nothing. jsdom cannot import the served modules.
 *
 *   vi.mock('../../live-forms', () => import('../../testing/baseline-forms'));
 */
const FORMS: Record<string, FormDefinition> = Object.fromEntries(
  [
    businessForm,
    loginForm,
    otpForm,
    profileForm,
    signUpForm,
    wizardBusinessForm,
    wizardPhoneForm,
    wizardProfileForm,
  ].map((form) => [form.name, form]),
);

export const loadForm = (name: string) => Promise.resolve(FORMS[name]!);
export const useLiveForm = (name: string) => FORMS[name]!;
