import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { answer } from '@/testing/fake-api';
import { forgetMyProfile } from '@/lib/my-profile';
import { DashboardScreen } from './dashboard-screen';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));

const open = () =>
  render(
    <MemoryRouter>
      <DashboardScreen />
    </MemoryRouter>,
  );

const NONE = { given: 0, received: 0, wonValue: 0 };
beforeEach(() => {
  forgetMyProfile();
  answer('GET referrals/summary', { body: { month: NONE, year: NONE } });
});

describe('dashboard', () => {
  it('greets the member by first name and links to the profile and the businesses, counted', async () => {
    answer('GET profile/me', { body: { firstName: 'Asha', lastName: 'Sharma' } });
    answer('GET business/', {
      body: [
        { businessId: 'b1', businessName: 'One' },
        { businessId: 'b2', businessName: 'Two' },
      ],
    });
    open();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Asha!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Personal Information/ })).toHaveAttribute(
      'href',
      '/secure/profile',
    );
    const businesses = await screen.findByRole('link', { name: /Your businesses.*2 businesses/ });
    expect(businesses).toHaveAttribute('href', '/secure/business');
    expect(screen.getByRole('link', { name: /^Directory/ })).toHaveAttribute(
      'href',
      '/secure/directory',
    );
  });

  it("shows the member's referrals this month and this year, the value won in Indian grouping", async () => {
    answer('GET referrals/summary', {
      body: {
        month: { given: 2, received: 1, wonValue: 50000 },
        year: { given: 14, received: 9, wonValue: 150000 },
      },
    });
    open();
    const section = screen.getByRole('region', { name: 'Referrals' });
    const table = await within(section).findByRole('table');
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('Given')].map((cell) => cell.textContent)).toEqual(['2', '14']);
    expect([...row('Received')].map((cell) => cell.textContent)).toEqual(['1', '9']);
    expect([...row('Value won')].map((cell) => cell.textContent)).toEqual(['₹50,000', '₹1,50,000']);
    expect(within(table).getByRole('columnheader', { name: 'This month' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'See your referrals' })).toHaveAttribute(
      'href',
      '/secure/referrals',
    );
  });
});
