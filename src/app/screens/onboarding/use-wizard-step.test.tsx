import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import type { WizardState } from './use-wizard-state';
import { useWizardStep } from './use-wizard-step';

const fresh: WizardState = {
  phase: 'phone',
  phone: {},
  profile: {},
  profileDone: false,
  businesses: [],
  complete: false,
};
const verified = { ...fresh, uid: 'u1' };
const profiled = { ...verified, profileDone: true };

/** The hook at an address (entries oldest first; the last is shown), with where it went and how. */
function at(state: WizardState, ...entries: string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => ({ ...useWizardStep(state), location: useLocation(), how: useNavigationType() }),
    { wrapper },
  );
}

/** Where the hook left the address, and whether it replaced it. */
const after = (state: WizardState, entry: string) => {
  const { step, location, how } = at(state, entry).result.current;
  return { step, search: location.search, how };
};

describe('useWizardStep', () => {
  it('shows the step the address asks for once the steps before it are done', () => {
    const { result } = at(profiled, '/w?step=3');
    expect(result.current).toMatchObject({ step: 2, open: 2 });
    expect(after(profiled, '/w?step=3')).toEqual({ step: 2, search: '?step=3', how: 'POP' });
    expect(after(profiled, '/w?step=1')).toEqual({ step: 0, search: '?step=1', how: 'POP' });
  });

  it('shows the first step missing instead of a later one, and replaces the address with it', () => {
    expect(after(fresh, '/w?step=3')).toEqual({ step: 0, search: '?step=1', how: 'REPLACE' });
    expect(after(fresh, '/w?step=2')).toEqual({ step: 0, search: '?step=1', how: 'REPLACE' });
    expect(after(verified, '/w?step=3')).toEqual({ step: 1, search: '?step=2', how: 'REPLACE' });
  });

  it('gives an address with no step (or a wrong one) the furthest step open', () => {
    expect(after(profiled, '/w')).toEqual({ step: 2, search: '?step=3', how: 'REPLACE' });
    expect(after(fresh, '/w?step=9')).toEqual({ step: 0, search: '?step=1', how: 'REPLACE' });
  });

  it('takes the step off the thank-you address', () => {
    const done = { ...fresh, complete: true };
    expect(after(done, '/w?step=3')).toMatchObject({ search: '', how: 'REPLACE' });
    expect(after(done, '/w')).toMatchObject({ search: '', how: 'POP' });
  });

  it('pushes the next step, and Back returns to the entry it came from', () => {
    const { result } = at(profiled, '/before', '/w?step=2');
    const stepTwo = result.current.location.key;
    act(() => result.current.go(2));
    expect(result.current.location.search).toBe('?step=3');
    act(() => result.current.back());
    // The very entry of step 2 again (a push would be a new one, with a new key).
    expect(result.current.location).toMatchObject({ search: '?step=2', key: stepTwo });
  });

  it('pushes the step before when this one was opened by its address, so Back never leaves', () => {
    const { result } = at(profiled, '/elsewhere', '/w?step=3');
    act(() => result.current.back());
    expect(result.current.location).toMatchObject({ pathname: '/w', search: '?step=2' });
  });
});
