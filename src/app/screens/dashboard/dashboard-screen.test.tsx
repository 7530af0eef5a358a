import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { answer } from '@/testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));

describe('dashboard', () => {
  it('greets the member by first name and links to the profile and the businesses, counted', async () => {
    answer('GET profile/me', { body: { firstName: 'Asha', lastName: 'Sharma' } });
    answer('GET business/', {
      body: [
        { businessId: 'b1', businessName: 'One' },
        { businessId: 'b2', businessName: 'Two' },
      ],
    });
    render(
      <MemoryRouter>
        <DashboardScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Asha!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Personal Information/ })).toHaveAttribute(
      'href',
      '/secure/profile',
    );
    const businesses = await screen.findByRole('link', { name: /Your businesses.*2 businesses/ });
    expect(businesses).toHaveAttribute('href', '/secure/business');
  });
});
