import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchemaForm, type SchemaFormProps } from './schema-form';
import { preloadForm } from './theme';
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
import { createAddress, validData } from '../../tests/fixtures/forms';
import { formIn } from '../../.storybook/localized-form';
import type { StoryLanguage } from '@/testing/texts';
import { useT } from '@/i18n/texts-provider';
import { useListOption } from '@/i18n/list-options';
import { countryOptions } from '@/i18n/country-options';

/** A form in the toolbar's language, as the server would serve it in that language. */
const FormInLanguage = ({ language, ...props }: SchemaFormProps & { language: StoryLanguage }) => (
  <SchemaForm {...props} form={formIn(props.form, language)} />
);

/**
 * Every form of the product, rendered from its schema: once with sample data, once with all errors.
 * In Hindi and Tamil the form's own texts (titles, help, messages) are that language's translations.
 */
const meta = {
  title: 'Forms',
  component: SchemaForm,
  args: { form: loginForm, formContext: sampleContext },
  // A form's list field and templates and its text area come in chunks of their own. The app
  // renders a form once they have arrived (formFromDescriptor); rendered before, each suspends and
  // the form shows without it until its chunk lands, which a play function can beat.
  loaders: [
    async ({ args }) => {
      await preloadForm(args.form.schema, args.form.uiSchema);
    },
  ],
  render: (args, { globals }) => <FormInLanguage {...args} language={globals.language} />,
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

/** A business at three places: each address its own card with Remove, and Add address below. */
export const BusinessSeveralAddresses: Story = {
  args: {
    form: businessForm,
    defaultFormData: {
      ...validData.business,
      businessLogo: SAMPLE_LOGO,
      businessAddress: [
        createAddress(),
        createAddress({ addressLine1: 'Shop 4, Laxmi Road', pin: '411030' }),
        createAddress({
          addressLine1: '7 Anna Salai',
          city: 'Chennai',
          state: 'Tamil Nadu',
          pin: '600002',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByDisplayValue(/Road|Salai/)).toHaveLength(3);
    await expect(shownErrors(canvasElement)).toHaveLength(0);
  },
};

/** Saving: the submit is disabled and spins until the server answers. */
export const Submitting: Story = {
  args: {
    form: businessForm,
    defaultFormData: filled(businessForm).args!.defaultFormData,
    busy: true,
  },
  play: async ({ canvasElement }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')!;
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server found no such group: its refusal sits under the field, and blocks submit until it changes. */
function GroupRefused(props: SchemaFormProps & { language: StoryLanguage }) {
  const t = useT();
  return (
    <FormInLanguage {...props} externalErrors={{ '/groupNumber': t('errors.GROUP_NOT_FOUND') }} />
  );
}
export const SignUpGroupRefused: Story = {
  args: { form: signUpForm, defaultFormData: { ...validData['sign-up'], groupNumber: '999' } },
  render: (args, { globals }) => <GroupRefused {...args} language={globals.language} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Group not found.')).toBeVisible();
    await expect(canvasElement.querySelector('button[type=submit]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The toolbar's Hindi reaches the form's own texts, served translated. */
export const SignUpInHindi: Story = {
  ...filled(signUpForm),
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/पहला नाम/)).toBeVisible();
  },
};

/**
 * The lists a business form offers, labelled as its screens label them: the stored English read
 * through the catalogue, countries named by the browser in the toolbar's language.
 */
function BusinessWithLists(props: SchemaFormProps & { language: StoryLanguage }) {
  const item = useListOption();
  const formContext = {
    ...sampleContext,
    optionSources: {
      categories: ['Manufacturing', 'Retail'].map((v) => item('lists.category.', v)),
      subCategories: ['Clothing', 'Grocery'].map((v) => item('lists.subCategory.', v)),
      entityTypes: ['Sole Proprietorship', 'Partnership'].map((v) => item('lists.entityType.', v)),
      countries: countryOptions(
        [
          { name: 'India', isoCode: 'IN' },
          { name: 'Nepal', isoCode: 'NP' },
        ],
        props.language,
      ),
    },
  };
  return <FormInLanguage {...props} formContext={formContext} />;
}

/** A Hindi reader's business form: category, sub-category, entity type and country in Hindi. */
export const BusinessListsInHindi: Story = {
  ...filled(businessForm),
  globals: { language: 'hi' },
  render: (args, { globals }) => <BusinessWithLists {...args} language={globals.language} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = (name: RegExp) => canvas.getByRole('combobox', { name });
    await expect(list(/^देश/)).toHaveTextContent('भारत');
    await expect(list(/फ़र्म का प्रकार/)).toHaveTextContent('पार्टनरशिप (साझेदारी)');
    await expect(list(/^बिज़नेस की श्रेणी/)).toHaveTextContent('खुदरा व्यापार (रिटेल)');
    await expect(list(/उप-श्रेणी/)).toHaveTextContent('कपड़े');
  },
};

/** In the pseudo-language every message a form shows is pseudo: one in plain English is not data. */
export const BusinessAllErrorsInPseudo: Story = {
  ...allErrors(businessForm),
  globals: { language: 'pseudo' },
  play: async ({ canvasElement }) => {
    const shown = [...shownErrors(canvasElement)].map((error) => error.textContent);
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.filter((text) => !text?.startsWith('['))).toEqual([]);
  },
};
