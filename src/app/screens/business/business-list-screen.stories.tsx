import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { calls, serveFakeApi } from '@/testing/fake-api';
import { Toasts } from '@/ui/toasts';
import { BusinessListScreen } from './business-list-screen';

const SEVERAL = [
  { businessId: 'b1', businessName: 'Sharma Textiles' },
  { businessId: 'b2', businessName: 'Iyer & Sons Filter Coffee' },
  { businessId: 'b3', businessName: 'Patel Hardware' },
];
const LONG_NAMES = [
  {
    businessId: 'b1',
    businessName:
      'Shree Ganesh Agro Industries and Cold Storage Private Limited, Nashik Division (Unit 2)',
  },
  { businessId: 'b2', businessName: 'SriVenkateswaraPrecisionEngineeringWorksHosur' },
];

/** My Businesses, its list answered by the fake API; toasts show as in the app. */
const meta = {
  title: 'Screens/My Businesses',
  component: BusinessListScreen,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
        <Toasts />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof BusinessListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBusinesses: Story = {
  beforeEach: () => serveFakeApi({ 'GET business/': { body: SEVERAL } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('row')).toHaveLength(4);
  },
};
export const NoBusinesses: Story = {
  beforeEach: () => serveFakeApi({ 'GET business/': { body: [] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("You haven't added any businesses yet."),
    ).toBeVisible();
  },
};
/** Long names wrap in their cell, even one without a space; the table never outgrows a phone. */
export const LongNames: Story = {
  beforeEach: () => serveFakeApi({ 'GET business/': { body: LONG_NAMES } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('row');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    for (const link of canvas.getAllByRole('link', { name: /^Edit / })) {
      await expect(link).toBeVisible();
    }
  },
};
/** Delete asks first, naming the business. */
export const DeleteConfirm: Story = {
  beforeEach: () => serveFakeApi({ 'GET business/': { body: SEVERAL } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Patel Hardware' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Patel Hardware?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};
/** Deleted: the row goes, and a toast offers Undo for a few seconds. */
export const Deleted: Story = {
  beforeEach: () =>
    serveFakeApi({ 'GET business/': { body: SEVERAL }, 'DELETE business/b3': { body: {} } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Patel Hardware' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const toast = await screen.findByText('Patel Hardware was deleted.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await expect(calls).toContain('DELETE business/b3');
  },
};
/** The pseudo-language's longer words still fit a phone, beside the long names. */
export const LongNamesInPseudo: Story = {
  ...LongNames,
  globals: { language: 'pseudo' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('row');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
/**
 * Each column's heading names what is in it: Business Name, then Edit above the Edit links, then
 * Delete above the Delete buttons, each heading standing over its own column's action.
 */
export const ColumnHeadings: Story = {
  beforeEach: () => serveFakeApi({ 'GET business/': { body: SEVERAL } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('row');
    const headings = canvas.getAllByRole('columnheader');
    await expect(headings.map((th) => th.textContent)).toEqual(['Business Name', 'Edit', 'Delete']);
    for (const row of canvas.getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      await expect(cells).toHaveLength(3);
      const edit = within(cells[1]!).getByRole('link', { name: /^Edit / });
      const remove = within(cells[2]!).getByRole('button', { name: /^Delete / });
      for (const [heading, action] of [
        [headings[1]!, edit],
        [headings[2]!, remove],
      ] as const) {
        const above = heading.querySelector('span')!.getBoundingClientRect();
        const below = action.getBoundingClientRect();
        // The heading's words sit within its action's width: read straight down, not across.
        await expect(above.left).toBeGreaterThanOrEqual(below.left - 1);
        await expect(above.right).toBeLessThanOrEqual(below.right + 1);
      }
    }
  },
};
