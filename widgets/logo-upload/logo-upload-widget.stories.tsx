import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldStory } from '@/forms/preview/field-story';

const SAMPLE_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="16" fill="#1f3a68"/><text x="40" y="52" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">ST</text></svg>',
  );
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

const meta = {
  title: 'Widgets/Logo upload',
  component: FieldStory,
  args: {
    schema: { title: 'Business Logo', type: 'string' },
    ui: { 'ui:widget': 'logo-upload', 'ui:help': 'PNG, JPEG or WebP, up to 2 MB.' },
    required: true,
    formContext: { uploadLogo: async () => SAMPLE_LOGO },
  },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector('input[type=file]') as HTMLInputElement;

export const Empty: Story = {};
export const Filled: Story = { args: { value: SAMPLE_LOGO } };
export const WithError: Story = { args: { error: 'Business logo is required.' } };
export const Disabled: Story = { args: { value: SAMPLE_LOGO, disabled: true } };
export const Uploads: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Logo preview' }),
    ).toBeVisible();
  },
};
const fieldErrors = (root: HTMLElement) => root.querySelectorAll('[id$="__error"] span');

/** A new logo on its way to replace the current one: the button waits, disabled. */
export const Uploading: Story = {
  args: {
    value: SAMPLE_LOGO,
    formContext: { uploadLogo: () => new Promise<string>(() => {}) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Uploading…' }),
    ).toBeDisabled();
    await expect(fieldErrors(canvasElement)).toHaveLength(0);
  },
};
/** The server refused the new logo: the current one stays, and the member is told. */
export const UploadFailed: Story = {
  args: {
    value: SAMPLE_LOGO,
    formContext: { uploadLogo: () => Promise.reject(new Error('Server said no')) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Upload unsuccessful!',
    );
    await expect(within(canvasElement).getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await expect(fieldErrors(canvasElement)).toHaveLength(0);
  },
};
