import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { WizardScreen } from './wizard-screen';
import { WIZARD_DONE_KEY } from './use-wizard-state';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));

afterEach(() => sessionStorage.clear());

describe('the wizard, started afresh for the next person', () => {
  it('puts the focus in the phone field after "Start new form"', async () => {
    // A tab whose wizard was sent: the thank-you shows.
    sessionStorage.setItem(WIZARD_DONE_KEY, '1');
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/temp/create-profile']}>
        <Routes>
          <Route path="/temp/create-profile" element={<WizardScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Fill in for another person' }));
    await user.click(screen.getByRole('button', { name: 'Start new form' }));

    const phone = await screen.findByRole('textbox', { name: /Phone Number/ });
    await waitFor(() => expect(phone).toHaveFocus());
  });

  it('renders on the server with its first step, asking to change no address there', () => {
    // React Router warns of a <Navigate> rendered on the server, where it can do nothing.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      <StaticRouter location="/temp/create-profile">
        <WizardScreen />
      </StaticRouter>,
    );
    expect(html).toContain('Phone Number');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/Navigate/);
    warn.mockRestore();
  });
});
