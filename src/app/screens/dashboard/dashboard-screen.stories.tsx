import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { serveFakeApi, type FakeAnswer } from '@/testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

const businesses = (count: number): FakeAnswer => ({
  body: Array.from({ length: count }, (_, i) => ({ businessId: `b${i}`, businessName: `B${i}` })),
});

/** The dashboard, its profile and businesses answered by the fake API. */
const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
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
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Welcome, Priya!')).toBeVisible();
    await expect(await canvas.findByText('2 businesses')).toBeVisible();
  },
};
/** A member with no first name on file, and no business yet. */
export const NoNameNoBusinesses: Story = {
  beforeEach: () =>
    serveFakeApi({ 'GET profile/me': { body: {} }, 'GET business/': businesses(0) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('None added yet.')).toBeVisible();
  },
};
