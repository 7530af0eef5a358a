import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { StudioApi } from '../shell/studio-api';
import { ReferralStatsArea } from './referral-stats';
import { REFERRAL_STATS } from './referral-stats-samples';
import type { ReferralStats } from '../shell/referral-stats-types';

const apiWith = (stats: ReferralStats) =>
  ({
    referralStats: async () => stats,
    referralStatsCsv: async () => new Response('\uFEFFmonth\n', { status: 200 }),
  }) as unknown as StudioApi;

function Stats({ stats }: { stats: ReferralStats }) {
  return (
    <MemoryRouter initialEntries={['/studio/members/referrals']}>
      <ReferralStatsArea api={apiWith(stats)} />
    </MemoryRouter>
  );
}

/** The office's referral stats in the Members area, by month, group and region; held to axe. */
const meta = {
  title: 'Studio/Referral stats',
  component: Stats,
  args: { stats: REFERRAL_STATS },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Stats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByMonthGroupAndRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₹12,50,000')).toBeVisible();
    await expect(canvas.getByText('₹14,50,000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

export const NoReferrals: Story = {
  args: { stats: { rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No referral in these months.'),
    ).toBeVisible();
  },
};
