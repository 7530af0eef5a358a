import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calls, serveFakeApi } from '@/testing/fake-api';
import { DirectoryScreen } from './directory-screen';
import { sampleItem } from './directory-samples';

const FILTERS = {
  categories: [{ value: 'Retail', label: 'Retail' }],
  cities: [{ value: 'pn', label: 'Pune' }],
  regions: ['West'],
  groups: [{ number: '101', name: 'Sample Pune Central' }],
};
const RESULTS = {
  items: [
    sampleItem(),
    sampleItem({
      id: '0198f0f0-0000-7000-8000-0000000000a2',
      businessName: 'சர்மா டெக்ஸ்டைல்ஸ்',
      city: 'Chennai',
      groupNumber: '201',
      groupName: 'Sample Chennai Marina',
      ownerName: 'Meena Sharma',
    }),
  ],
  page: 1,
  pageSize: 20,
  hasMore: true,
  lastPage: false,
};
/** The filters' answer in English, which every story's page asks for. */
const FILTERS_EN = { 'GET directory/filters?lang=en': { body: FILTERS } };
const NONE = { items: [], page: 1, pageSize: 20, hasMore: false, lastPage: false };

/** The directory at an address, its API answered by the fake (`GET directory?…`). */
function At({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/secure/directory" element={<DirectoryScreen />} />
      </Routes>
    </MemoryRouter>
  );
}

/** The directory's search, filters and results in each state; held to axe. */
const meta = {
  title: 'Directory/Directory',
  component: At,
  args: { path: '/secure/directory?q=sharma' },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof At>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "sharma" from the address: its results, the search box holding it, Next to page 2. */
export const Results: Story = {
  beforeEach: () =>
    serveFakeApi({
      'GET directory/filters?lang=en': { body: FILTERS },
      'GET directory?q=sharma&lang=en': { body: RESULTS },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'शर्मा टेक्सटाइल्स' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('sharma');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/secure/directory?q=sharma&page=2',
    );
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(
      canvas.getByRole('option', { name: '101 · Sample Pune Central' }),
    ).toBeInTheDocument();
  },
};

/** Typing asks once the typing pauses, with the words; a filter asks at once, from page 1. */
export const TypingAndFilters: Story = {
  args: { path: '/secure/directory' },
  beforeEach: () =>
    serveFakeApi({
      'GET directory/filters?lang=en': { body: FILTERS },
      'GET directory?lang=en': { body: RESULTS },
      'GET directory?q=iyer&lang=en': { body: NONE },
      'GET directory?q=iyer&region=West&lang=en': { body: NONE },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'शर्मा टेक्सटाइल्स' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'iyer');
    await expect(await canvas.findByText(/No listed business matches/)).toBeVisible();
    // One search for the settled words, not one per letter.
    await expect(calls.filter((call) => call.startsWith('GET directory?q='))).toEqual([
      'GET directory?q=iyer&lang=en',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Region' }), 'West');
    await waitFor(() => expect(calls).toContain('GET directory?q=iyer&region=West&lang=en'));
  },
};

/** Nothing listed yet: what to do to list one's own. */
export const EmptyDirectory: Story = {
  args: { path: '/secure/directory' },
  beforeEach: () => serveFakeApi({ ...FILTERS_EN, 'GET directory?lang=en': { body: NONE } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No business is listed yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Businesses' })).toHaveAttribute(
      'href',
      '/secure/business',
    );
  },
};

/** A search that finds nothing offers to clear it. */
export const NoMatch: Story = {
  beforeEach: () =>
    serveFakeApi({ ...FILTERS_EN, 'GET directory?q=sharma&lang=en': { body: NONE } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No listed business matches/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

/** The server cannot be reached: the page says so, and Try again asks again. */
export const Failed: Story = {
  beforeEach: () =>
    serveFakeApi({ ...FILTERS_EN, 'GET directory?q=sharma&lang=en': { status: 503, body: {} } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The last page the directory shows, with more beyond it: no Next, and how to narrow instead. */
export const LastAllowedPage: Story = {
  args: { path: '/secure/directory?q=sharma&page=10' },
  beforeEach: () =>
    serveFakeApi({
      ...FILTERS_EN,
      'GET directory?q=sharma&page=10&lang=en': { body: { ...RESULTS, page: 10, lastPage: true } },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/shows no pages beyond this one/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toBeVisible();
  },
};

/** An address past the last page the directory shows: the cap, said, and the way back. */
export const PastTheLastPage: Story = {
  args: { path: '/secure/directory?q=sharma&page=11' },
  beforeEach: () =>
    serveFakeApi({
      ...FILTERS_EN,
      'GET directory?q=sharma&page=11&lang=en': {
        status: 400,
        body: { code: 'DIRECTORY_PAGE_LIMIT', message: 'No more pages.' },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/shows no pages beyond this one/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/secure/directory?q=sharma&page=10',
    );
  },
};

export const InHindi: Story = {
  ...Results,
  globals: { language: 'hi' },
  beforeEach: () =>
    serveFakeApi({
      'GET directory/filters?lang=hi': { body: FILTERS },
      'GET directory?q=sharma&lang=hi': { body: RESULTS },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'शर्मा टेक्सटाइल्स' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'खोजें' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
