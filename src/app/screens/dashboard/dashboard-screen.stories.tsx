import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { serveFakeApi, type FakeAnswer } from '@/testing/fake-api';
import { forgetMyProfile } from '@/lib/my-profile';
import { DashboardScreen } from './dashboard-screen';

const summary = (monthWon: number, yearWon: number): FakeAnswer => ({
  body: {
    month: { given: monthWon ? 2 : 0, received: monthWon ? 1 : 0, wonValue: monthWon },
    year: { given: yearWon ? 14 : 0, received: yearWon ? 9 : 0, wonValue: yearWon },
  },
});

const businesses = (count: number): FakeAnswer => ({
  body: Array.from({ length: count }, (_, i) => ({ businessId: `b${i}`, businessName: `B${i}` })),
});

/** The dashboard, its profile, businesses and referral summary answered by the fake API. */
const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  parameters: { a11y: { test: 'error' } },
  // Each story answers the profile afresh; one page's profile is not kept for the next story.
  beforeEach: () => forgetMyProfile(),
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  beforeEach: () =>
    serveFakeApi({
      'GET profile/me': { body: { firstName: 'Priya' } },
      'GET business/': businesses(2),
      'GET referrals/summary': summary(50000, 1250000),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Welcome, Priya!')).toBeVisible();
    await expect(await canvas.findByText('2 businesses')).toBeVisible();
    await expect(await canvas.findByText('₹12,50,000')).toBeVisible();
  },
};
/** A member with no first name on file, and no business yet. */
export const NoNameNoBusinesses: Story = {
  beforeEach: () =>
    serveFakeApi({
      'GET profile/me': { body: {} },
      'GET business/': businesses(0),
      'GET referrals/summary': summary(0, 0),
    }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('None added yet.')).toBeVisible();
    await expect((await within(canvasElement).findAllByText('₹0')).length).toBe(2);
  },
};

/** The referral summary could not be loaded: the rest of the dashboard stands. */
export const SummaryFailed: Story = {
  beforeEach: () =>
    serveFakeApi({
      'GET profile/me': { body: { firstName: 'Priya' } },
      'GET business/': businesses(1),
      'GET referrals/summary': { status: 500 },
    }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your referral figures could not be loaded.'),
    ).toBeVisible();
  },
};
