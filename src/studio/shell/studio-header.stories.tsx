import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/i18n/texts';
import { StudioHeader } from './studio-header';

/**
 * The Studio's header, as staff meet it signed in, in the story's language: the language control
 * is named, offers each live language by its own name, and is a phone's 44 px target. axe runs on
 * each and must find nothing.
 */
const meta = {
  title: 'Studio/Header',
  component: StudioHeader,
  args: { phone: '+919811000001', onSignOut: fn() },
  parameters: { a11y: { test: 'error' } },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('combobox', { name: t('language.label') });
    const options = [...(control as HTMLSelectElement).options].map((o) => o.textContent);
    await expect(options).toEqual(['English', 'हिन्दी', 'தமிழ்']);
    // Phones get 44 px targets; from the `md` width up, shadcn's 36 px.
    const target = window.innerWidth < 768 ? 44 : 36;
    for (const control of within(canvasElement).getAllByRole('combobox'))
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(target);
    await expect(
      within(canvasElement)
        .getByRole('button', { name: t('app.signOut') })
        .getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(target);
  },
} satisfies Meta<typeof StudioHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const InHindi: Story = { globals: { language: 'hi' } };
export const InTamil: Story = { globals: { language: 'ta' } };
