import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { serveFakeApi } from '@/testing/fake-api';
import { Toasts } from '@/ui/toasts';
import { ListingScreen } from './listing-screen';
import { sampleListing } from './directory-samples';

const ID = '0198f0f0-0000-7000-8000-0000000000a1';
const LISTING = `GET directory/${ID}?lang=en`;
/** The business form's labels, as `GET /api/forms/business` answers them (its schema alone here). */
const FORM = {
  body: {
    schema: {
      properties: {
        businessDescription: { title: 'Business Description' },
        whatDoYouWantFromUs: { title: 'What do you want from us?' },
      },
    },
  },
};

function At() {
  return (
    <MemoryRouter
      initialEntries={[{ pathname: `/secure/directory/${ID}`, state: { search: '?q=sharma' } }]}
    >
      <Routes>
        <Route path="/secure/directory/:id" element={<ListingScreen />} />
      </Routes>
      <Toasts />
    </MemoryRouter>
  );
}

/** A listing as members open it, and the pages for a listing gone and for the day's cap; held to axe. */
const meta = {
  title: 'Directory/Listing',
  component: At,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof At>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's listing: the form's labels, the Maps link, the member; Back keeps the search. */
export const Listing: Story = {
  beforeEach: () =>
    serveFakeApi({ [LISTING]: { body: sampleListing() }, 'GET forms/business?lang=en': FORM }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'शर्मा टेक्सटाइल्स', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What do you want from us?' })).toBeVisible();
    // A label the form does not answer comes from the catalogue.
    await expect(canvas.getByRole('heading', { name: 'Specialities' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Open in Google Maps: 12 MG Road/ }),
    ).toHaveAttribute('href', 'https://maps.app.goo.gl/AbC123xyz');
    await expect(canvas.getByRole('link', { name: 'Back to the directory' })).toHaveAttribute(
      'href',
      '/secure/directory?q=sharma',
    );
    await expect(canvas.getByRole('link', { name: 'Give a referral' })).toBeVisible();
  },
};

/** One's own listing, phone hidden: the note says so and where to change it; no referral. */
export const OwnListing: Story = {
  beforeEach: () =>
    serveFakeApi({
      [LISTING]: { body: sampleListing({ own: true, phone: null }) },
      'GET forms/business?lang=en': FORM,
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This is your listing/)).toBeVisible();
    await expect(canvas.getByText(/Your phone number is hidden/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit this business' })).toHaveAttribute(
      'href',
      `/secure/edit-business?bizId=${ID}`,
    );
    await expect(canvas.queryByRole('link', { name: 'Give a referral' })).toBeNull();
    await expect(canvas.queryByText(/To reach them/)).toBeNull();
  },
};

/** No longer listed (404): said plainly, with the way back. */
export const NotListed: Story = {
  beforeEach: () =>
    serveFakeApi({
      [LISTING]: { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not in the directory' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the directory' })).toBeVisible();
  },
};

/** The day's listings used up (429 DIRECTORY_VIEW_LIMIT): said plainly, with the way back. */
export const DayCapReached: Story = {
  beforeEach: () =>
    serveFakeApi({
      [LISTING]: { status: 429, body: { code: 'DIRECTORY_VIEW_LIMIT', message: 'Too many.' } },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No more listings today' }),
    ).toBeVisible();
    await expect(canvas.getByText(/You can open more tomorrow/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the directory' })).toBeVisible();
  },
};

export const InTamil: Story = {
  globals: { language: 'ta' },
  beforeEach: () => serveFakeApi({ [`GET directory/${ID}?lang=ta`]: { body: sampleListing() } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'முகவரிகள்' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
