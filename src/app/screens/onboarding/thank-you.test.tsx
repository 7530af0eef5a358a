import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThankYou } from './thank-you';

/** The thank-you for the phone the wizard verified; null: after a reload, which keeps none. */
const renderThankYou = (onRestart = () => undefined, phone: string | null = '919817254989') =>
  render(
    <MemoryRouter>
      <ThankYou supportPhone="+91 20 4000 1234" phone={phone ?? undefined} onRestart={onRestart} />
    </MemoryRouter>,
  );

describe("the wizard's thank-you", () => {
  it('gives the support number as a tel: link and a way to log in', () => {
    renderThankYou();
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 20 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+912040001234',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    // One sentence with the link in its place.
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have received your details. If anything needs to change, please contact us on +91 20 4000 1234.',
    );
  });

  it('says the account the wizard just made logs in now, with the phone it verified', () => {
    renderThankYou();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You can now log in with +91 98172 54989. Log in');
    expect(status).not.toHaveTextContent('Already have an account?');
    // The number stays on one line, left to right, inside the sentence.
    expect(screen.getByText('+91 98172 54989')).toHaveAttribute('dir', 'ltr');
  });

  it('after a reload, which keeps no phone, still says they can log in now', () => {
    renderThankYou(undefined, null);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can now log in with your phone number. Log in',
    );
  });

  it('starts afresh for another person only once confirmed', async () => {
    const user = userEvent.setup();
    const onRestart = vi.fn();
    renderThankYou(onRestart);

    await user.click(screen.getByRole('button', { name: 'Fill in for another person' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Start a new form for another person?',
    });
    expect(dialog).toHaveTextContent('Your submission has already been received.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRestart).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Fill in for another person' }));
    await user.click(screen.getByRole('button', { name: 'Start new form' }));
    expect(onRestart).toHaveBeenCalledOnce();
  });
});
