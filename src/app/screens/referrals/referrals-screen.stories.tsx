import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { serveFakeApi } from '@/testing/fake-api';
import { Toasts } from '@/ui/toasts';
import { ReferralsScreen } from './referrals-screen';
import { REFERRAL_STATES, sampleReferral } from './referral-samples';

const RECEIVED = [
  REFERRAL_STATES.new,
  sampleReferral({
    ...REFERRAL_STATES.contacted,
    id: 'r2',
    businessName: 'Sri Lakshmi Silks and Sarees Emporium, Pondy Bazaar (Unit 2)',
    giverName: 'Lakshmi Narayanan Venkataraman',
    warmth: 'warm',
  }),
  { ...REFERRAL_STATES.won, id: 'r3' },
];

/** Referrals, the lists answered by the fake API: three received, none given; held to axe. */
const meta = {
  title: 'Referrals/Referrals screen',
  component: ReferralsScreen,
  parameters: { a11y: { test: 'error' } },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/secure/referrals']}>
        <Story />
        <Toasts />
      </MemoryRouter>
    ),
  ],
  beforeEach: () =>
    serveFakeApi({
      'GET referrals?tab=received': { body: { items: RECEIVED } },
      'GET referrals?tab=given': { body: { items: [] } },
    }),
} satisfies Meta<typeof ReferralsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: 'Received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Given, with none yet: the way to the Directory. */
export const GivenNone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Given' }));
    await expect(
      await canvas.findByRole('link', { name: 'Find a member in the Directory' }),
    ).toBeVisible();
  },
};
