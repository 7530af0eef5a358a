import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { StudioApi } from '../shell/studio-api';
import { lastTwelveMonths, ReferralStatsArea } from './referral-stats';
import { REFERRAL_STATS } from './referral-stats-samples';

function open(api: Partial<StudioApi>) {
  render(
    <MemoryRouter>
      <ReferralStatsArea api={api as StudioApi} />
    </MemoryRouter>,
  );
}

describe('referral stats', () => {
  it('counts a year of months up to this one, in India time', () => {
    // 31 Dec 2026, 20:00 UTC is already 1 Jan 2027 in India.
    expect(lastTwelveMonths(new Date('2026-12-31T20:00:00Z'))).toEqual({
      from: '2026-02',
      to: '2027-01',
    });
    expect(lastTwelveMonths(new Date('2026-11-26T10:00:00Z'))).toEqual({
      from: '2025-12',
      to: '2026-11',
    });
  });

  it('shows a row per month, group and region, the totals, and asks again for new months', async () => {
    const user = userEvent.setup();
    const referralStats = vi.fn(async () => REFERRAL_STATS);
    open({ referralStats });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 + 1);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect([...total.querySelectorAll('td')].map((cell) => cell.lastChild?.textContent)).toEqual([
      '23',
      '21',
      '6',
      '₹14,50,000',
    ]);
    const from = screen.getByLabelText('From month');
    await user.clear(from);
    await user.type(from, '2026-10');
    expect(referralStats).toHaveBeenLastCalledWith({ from: '2026-10', to: expect.any(String) });
  });

  it('refuses a first month after the last, and asks nothing for it', async () => {
    const user = userEvent.setup();
    const referralStats = vi.fn(async () => REFERRAL_STATS);
    open({ referralStats });
    await screen.findByRole('table');
    const calls = referralStats.mock.calls.length;
    const from = screen.getByLabelText('From month');
    await user.clear(from);
    await user.type(from, '2999-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The first month must not be after the last.',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(referralStats).toHaveBeenCalledTimes(calls);
  });

  it('downloads the CSV through the Studio client, under the name the server gives', async () => {
    const user = userEvent.setup();
    const referralStatsCsv = vi.fn(
      async () =>
        new Response('\uFEFFmonth,group\n', {
          headers: { 'content-disposition': 'attachment; filename="referrals-2026.csv"' },
        }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:stats');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('referrals-2026.csv');
      expect(this.href).toBe('blob:stats');
    });
    open({
      referralStats: async () => REFERRAL_STATS,
      referralStatsCsv: referralStatsCsv as unknown as StudioApi['referralStatsCsv'],
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(referralStatsCsv).toHaveBeenCalledWith(lastTwelveMonths(), 'en');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
