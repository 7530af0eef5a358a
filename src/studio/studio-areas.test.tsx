import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StaffRole } from '@/shared/staff-roles';
import { areasOf } from '@/shared/staff-roles';
import type { StudioApi } from './shell/studio-api';
import { StudioAreas } from './studio-areas';

/** A Studio client for one role: `me` as the server answers it, and empty lists. */
const apiFor = (role: StaffRole) =>
  ({
    me: async () => ({ phone: '+919811000001', role, areas: areasOf(role) }),
    members: async () => ({ items: [], next: null }),
    membersCount: async () => ({ members: 0, businesses: 0 }),
    heavyViewers: async () => ({ days: 30, median: 0, members: [] }),
    regions: async () => ['South'],
    staff: async () => ({ staff: [] }),
    audit: async () => ({ items: [], next: null }),
    requests: async () => ({ requests: [], grievanceDays: 30 }),
    forms: () => new Promise(() => {}),
  }) as unknown as StudioApi;

function openAt(path: string, role: StaffRole) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/studio/*" element={<StudioAreas api={apiFor(role)} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the Studio's areas by role", () => {
  it('shows an admin every area, and opens the one asked for', async () => {
    openAt('/studio/audit', 'admin');
    const nav = await screen.findByRole('navigation', { name: 'Studio areas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Forms', 'Members', 'Staff', 'Audit', 'Requests']);
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Audit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('takes a viewer from an area their role may not use to the members, offering the requests too', async () => {
    openAt('/studio/staff', 'viewer');
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Studio areas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Members', 'Requests']);
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
  });

  it('opens the requests for a viewer, and never for an editor', async () => {
    openAt('/studio/requests', 'viewer');
    expect(await screen.findByRole('heading', { name: 'Requests' })).toBeInTheDocument();
    expect(await screen.findByText('No requests.')).toBeInTheDocument();
  });

  it('keeps an editor on the forms: the members, the audit and the requests are not theirs', async () => {
    for (const path of ['/studio/members', '/studio/requests']) {
      openAt(path, 'editor');
      expect(await screen.findByText('Loading forms…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Requests' })).toBeNull();
      cleanup();
    }
  });
});
