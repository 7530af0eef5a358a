import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { answer, calls } from '@/testing/fake-api';
import { api } from '@/lib/services';
import { ReferralsScreen } from './referrals-screen';
import { REFERRAL_STATES } from './referral-samples';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const open = (search = '') =>
  render(
    <MemoryRouter initialEntries={[`/secure/referrals${search}`]}>
      <Routes>
        <Route
          path="/secure/referrals"
          element={
            <>
              <ReferralsScreen />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  calls.length = 0;
  answer('GET referrals?tab=received', { body: { items: [REFERRAL_STATES.contacted] } });
  answer('GET referrals?tab=given', { body: { items: [] } });
});

describe('Referrals', () => {
  it('opens on Received, as tabs, and Given says where to find a member', async () => {
    const user = userEvent.setup();
    open();
    const received = screen.getByRole('tab', { name: 'Received' });
    expect(received).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Received' });
    expect(await within(panel).findByRole('heading', { name: 'Sharma Textiles' })).toBeVisible();
    expect(within(panel).getByText('From Priya Nair')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Given' }));
    expect(screen.getByRole('tab', { name: 'Given' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=given');
    expect(
      await screen.findByRole('link', { name: 'Find a member in the Directory' }),
    ).toHaveAttribute('href', '/secure/directory');
    expect(calls).toContain('GET referrals?tab=given');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    open('?tab=given');
    const given = screen.getByRole('tab', { name: 'Given' });
    expect(given).toHaveAttribute('aria-selected', 'true');
    given.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends Won with the value as typed in Devanagari digits, in whole rupees', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post');
    answer('POST referrals/r1/status', { body: { ...REFERRAL_STATES.won, value: 50000 } });
    open();
    await user.click(await screen.findByRole('button', { name: 'Won' }));
    await user.type(screen.getByRole('textbox', { name: 'Value in ₹, excluding GST' }), '५०,०००');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('₹50,000')).toBeVisible();
    expect(post).toHaveBeenCalledWith('referrals/r1/status', {
      json: { status: 'won', value: 50000 },
    });
    post.mockRestore();
    expect(screen.queryByRole('button', { name: 'Lost' })).toBeNull();
  });

  it('asks why before sending Lost', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post');
    answer('POST referrals/r1/status', { body: REFERRAL_STATES.lost });
    open();
    await user.click(await screen.findByRole('button', { name: 'Lost' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Say why it was lost.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Why was it lost?' }), ' Too far ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith('referrals/r1/status', {
      json: { status: 'lost', reason: 'Too far' },
    });
    post.mockRestore();
  });

  it('reads the list again when the referral changed meanwhile (409)', async () => {
    const user = userEvent.setup();
    answer('POST referrals/r1/status', {
      status: 409,
      body: { code: 'REFERRAL_STATUS_CONFLICT', message: 'Changed.' },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Won' }));
    // Meanwhile the receiver marked it Lost on another device.
    answer('GET referrals?tab=received', { body: { items: [REFERRAL_STATES.lost] } });
    await user.type(screen.getByRole('textbox', { name: 'Value in ₹, excluding GST' }), '50000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('They chose a shop nearer home.')).toBeVisible();
    expect(calls.filter((call) => call === 'GET referrals?tab=received')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Won' })).toBeNull();
  });
});
