import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WIZARD_NEXT_TEXT, WIZARD_TEXT } from '@/shared/messages';
import { ThankYou } from './thank-you';

describe("the wizard's thank-you", () => {
  it('gives the support number as a tel: link and a way to log in', () => {
    render(
      <MemoryRouter>
        <ThankYou supportPhone="+91 20 4000 1234" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 20 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+912040001234',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    // The sentence reads as the catalogue's one.
    expect(screen.getByRole('status')).toHaveTextContent(WIZARD_TEXT.thanks('+91 20 4000 1234'));
    expect(`${WIZARD_NEXT_TEXT.thanksBefore} +1.`).toBe(WIZARD_TEXT.thanks('+1'));
  });
});
