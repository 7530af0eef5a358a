import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SchemaForm } from './schema-form';
import type { FormDefinition } from './define-form';
import { sampleContext } from './preview/sample-context';
import { signUpForm } from './generated/sign-up';
import { loginForm } from './generated/login';
import { otpForm } from './generated/otp';
import { profileForm } from './generated/profile';
import { businessForm } from './generated/business';
import { wizardPhoneForm } from './generated/wizard-phone';
import { wizardProfileForm } from './generated/wizard-profile';
import { wizardBusinessForm } from './generated/wizard-business';
import { validData } from '../../tests/fixtures/forms';

/** Every form of the product, rendered from its schema: once with sample data, once with all errors. */
const meta = {
  title: 'Forms',
  component: SchemaForm,
  args: { form: loginForm, formContext: sampleContext },
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const SAMPLE_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="16" fill="#1f3a68"/></svg>',
  );

const shownErrors = (root: HTMLElement) => root.querySelectorAll('[id$="__error"] span');

const filled = (form: FormDefinition, data = validData[form.name]): Story => ({
  args: {
    form,
    defaultFormData: { ...data, ...(data?.businessLogo ? { businessLogo: SAMPLE_LOGO } : {}) },
  },
  play: async ({ canvasElement }) => {
    await expect(shownErrors(canvasElement)).toHaveLength(0);
  },
});

const allErrors = (form: FormDefinition): Story => ({
  args: { form, showAllErrors: true },
  play: async ({ canvasElement }) => {
    await expect(shownErrors(canvasElement).length).toBeGreaterThan(0);
  },
});

export const SignUp = filled(signUpForm);
export const SignUpAllErrors = allErrors(signUpForm);
export const Login = filled(loginForm);
export const LoginAllErrors = allErrors(loginForm);
export const Otp = filled(otpForm);
/** The OTP boxes keep their message to the screen (ui:hideError) and mark themselves invalid. */
export const OtpAllErrors: Story = {
  args: { form: otpForm, showAllErrors: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(6);
  },
};
export const Profile = filled(profileForm);
export const ProfileAllErrors = allErrors(profileForm);
export const Business = filled(businessForm);
export const BusinessEdit: Story = {
  ...filled(businessForm),
  args: { ...filled(businessForm).args, mode: 'edit' },
};
export const BusinessOtherCategory: Story = {
  args: {
    form: businessForm,
    defaultFormData: {
      ...validData.business,
      businessLogo: SAMPLE_LOGO,
      businessCategory: 'other',
    },
  },
};
export const BusinessAllErrors = allErrors(businessForm);
export const WizardPhone = filled(wizardPhoneForm);
export const WizardPhoneAllErrors = allErrors(wizardPhoneForm);
export const WizardProfile = filled(wizardProfileForm);
export const WizardProfileAllErrors = allErrors(wizardProfileForm);
export const WizardBusiness = filled(wizardBusinessForm);
export const WizardBusinessAllErrors = allErrors(wizardBusinessForm);
