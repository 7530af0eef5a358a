import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toasts } from '@/ui/toasts';
import { ContactActions } from './contact-actions';
import { sampleListing } from './directory-samples';

/**
 * A listing's ways in: WhatsApp (greeting in the viewer's language) and Call when the owner shows
 * their phone, else the line that a referral is the way in; Share; Give a referral, except on
 * one's own listing. Held to axe; every target at least 44 px high on a phone.
 */
const meta = {
  title: 'Directory/Contact actions',
  component: ContactActions,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
        <Toasts />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ContactActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const targetsAreTall = async (canvasElement: HTMLElement) => {
  for (const target of canvasElement.querySelectorAll('a, button'))
    await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
};

/** The owner shows their phone: WhatsApp with the greeting, Call, Give a referral, Share. */
export const PhoneShown: Story = {
  args: { listing: sampleListing() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whatsapp = canvas.getByRole('link', { name: 'WhatsApp' });
    // The greeting travels URL-encoded, as wa.me reads it.
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919817254989?text=${encodeURIComponent(
        "Hello Asha Sharma, I found शर्मा टेक्सटाइल्स in the Members' Network directory. Could we talk about business?",
      )}`,
    );
    await expect(canvas.getByRole('link', { name: 'Call +91 98172 54989' })).toHaveAttribute(
      'href',
      'tel:+919817254989',
    );
    await expect(canvas.getByRole('link', { name: 'Give a referral' })).toHaveAttribute(
      'href',
      '/secure/directory/0198f0f0-0000-7000-8000-0000000000a1/refer',
    );
    await expect(canvas.queryByText(/give a referral:/)).toBeNull();
    await targetsAreTall(canvasElement);
  },
};

/** The phone is hidden: no WhatsApp or Call, a line saying a referral is the way in. */
export const PhoneHidden: Story = {
  args: { listing: sampleListing({ phone: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Call/ })).toBeNull();
    await expect(canvas.getByText(/To reach them, give a referral/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Give a referral' })).toBeVisible();
    await targetsAreTall(canvasElement);
  },
};

/** One's own listing: no Give a referral, no referral line; Share stays. */
export const OwnListing: Story = {
  args: { listing: sampleListing({ own: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Give a referral' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

/** Without the Web Share API, Share copies the members-only link and says so. */
export const ShareCopiesTheLink: Story = {
  args: { listing: sampleListing() },
  beforeEach: () => {
    const share = Object.getOwnPropertyDescriptor(Navigator.prototype, 'share');
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    const copied: string[] = [];
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
    (globalThis as { copied?: string[] }).copied = copied;
    return () => {
      delete (navigator as { share?: unknown }).share;
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (share) Object.defineProperty(Navigator.prototype, 'share', share);
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const toast = await screen.findByText('Link copied');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect((globalThis as { copied?: string[] }).copied).toEqual([
        `${location.origin}/secure/directory/0198f0f0-0000-7000-8000-0000000000a1`,
      ]),
    );
  },
};

/** In Hindi: the greeting WhatsApp opens with is Hindi too. */
export const InHindi: Story = {
  args: { listing: sampleListing() },
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const href = within(canvasElement)
      .getByRole('link', { name: 'WhatsApp' })
      .getAttribute('href')!;
    await expect(decodeURIComponent(href.split('?text=')[1]!)).toMatch(/^नमस्ते Asha Sharma जी/);
  },
};

/** The pseudo-language's longer words still fit a phone. */
export const InPseudo: Story = {
  args: { listing: sampleListing() },
  globals: { language: 'pseudo' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
