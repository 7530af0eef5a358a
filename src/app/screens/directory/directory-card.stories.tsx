import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { DirectoryCard } from './directory-card';
import { sampleItem } from './directory-samples';

/** A 1×1 PNG, standing in for a logo the server re-encoded. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQH/1o3p1wAAAABJRU5ErkJggg==';

/**
 * One result of the directory's search: logo, name (the link, covering the card), category, city,
 * its member and group. Held to axe, and to a phone's width with long names.
 */
const meta = {
  title: 'Directory/Result card',
  component: DirectoryCard,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DirectoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name in Devanagari, without a logo: the card shows a plain shop sign. */
export const WithoutLogo: Story = {
  args: { item: sampleItem() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'शर्मा टेक्सटाइल्स' });
    await expect(link).toHaveAttribute(
      'href',
      '/secure/directory/0198f0f0-0000-7000-8000-0000000000a1',
    );
    await expect(
      canvas.getByText('Group 101 · Sample Pune Central', { exact: false }),
    ).toBeVisible();
    // The whole card is the link's target, at least 44 px high.
    await expect(
      canvasElement.querySelector('article')!.getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};

export const WithLogo: Story = {
  args: {
    item: sampleItem({ logo: LOGO, businessName: 'Iyer & Sons Filter Coffee', city: 'Chennai' }),
  },
};

/** No city on the first address: the category stands alone. */
export const WithoutCity: Story = {
  args: { item: sampleItem({ city: null }) },
};

/** Long names, one without a space, wrap inside the card; nothing outgrows a phone. */
export const LongNames: Story = {
  args: {
    item: sampleItem({
      businessName: 'SriVenkateswaraPrecisionEngineeringWorksHosurPrivateLimitedUnitTwo',
      categoryLabel: 'Manufacturing and Industrial Services',
      groupName: 'Sample Chennai Marina and Mylapore Chapter',
      ownerName: 'Lakshmi Narayanan Venkataraman',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const InTamil: Story = {
  args: { item: sampleItem({ businessName: 'சர்மா டெக்ஸ்டைல்ஸ்', categoryLabel: 'சில்லறை வணிகம்' }) },
  globals: { language: 'ta' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/குழு 101/)).toBeVisible();
  },
};
