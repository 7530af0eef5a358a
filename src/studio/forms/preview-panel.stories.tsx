import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { businessForm } from '@/forms/generated/business';
import { loginForm } from '@/forms/generated/login';
import { preloadForm } from '@/forms/theme';
import { PreviewPanel } from './preview-panel';
import { sampleProblems } from './studio-samples';

/** The preview with the shipped forms standing in for a compiled draft, and the sample sources. */
const meta = {
  title: 'Studio/Preview',
  component: PreviewPanel,
  args: {
    forms: [businessForm],
    formName: (form) => (form === 'login' ? 'Login' : 'Business (add and edit)'),
  },
  // The forms' list fields and text areas come in chunks of their own, as in the app's preview.
  loaders: [
    async ({ args }) => {
      await Promise.all(args.forms.map((form) => preloadForm(form.schema, form.uiSchema)));
    },
  ],
} satisfies Meta<typeof PreviewPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownErrors = (root: HTMLElement) => root.querySelectorAll('[id$="__error"] span');

export const Business: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownErrors(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show all errors' }));
    await expect(shownErrors(canvasElement).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Desktop' }));
    await expect(canvas.getByRole('button', { name: 'Desktop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WithSampleData: Story = {
  args: { forms: [loginForm], samples: { login: { phone: '+919876543210' } } },
};

export const DraftHasProblems: Story = { args: { forms: [], problems: sampleProblems } };

export const LanguageSwitch: Story = {
  args: {
    languages: [
      { code: 'hi', name: 'हिन्दी' },
      { code: 'ta', name: 'தமிழ்' },
    ],
    onLanguage: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Preview language'), 'தமிழ்');
    await expect(args.onLanguage).toHaveBeenCalledWith('ta');
  },
};
