import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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
});
