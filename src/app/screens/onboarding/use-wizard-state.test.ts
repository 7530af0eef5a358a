import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { WIZARD_DONE_KEY, WIZARD_STORAGE_KEY, useWizardState } from './use-wizard-state';

afterEach(() => sessionStorage.clear());

/** Everything the tab's sessionStorage holds, as one text. */
const storedText = () =>
  Object.keys(sessionStorage)
    .map((key) => `${key}=${sessionStorage.getItem(key)}`)
    .join('\n');

describe('useWizardState', () => {
  it('keeps the open business form with the rest of the progress across a reload', () => {
    const first = renderHook(() => useWizardState());
    act(() =>
      first.result.current[1]({
        uid: 'u1',
        profileDone: true,
        businesses: [{ businessName: 'Kumar Traders' }],
        draft: { index: null, data: { businessName: 'Half Done' } },
      }),
    );
    first.unmount();

    const reloaded = renderHook(() => useWizardState());
    const [state] = reloaded.result.current;
    expect(state.uid).toBe('u1');
    expect(state.profileDone).toBe(true);
    expect(state.businesses).toEqual([{ businessName: 'Kumar Traders' }]);
    expect(state.draft).toEqual({ index: null, data: { businessName: 'Half Done' } });
  });

  it('keeps only the fact of a submitted wizard, in memory as in storage', () => {
    const first = renderHook(() => useWizardState());
    act(() => first.result.current[1]({ profile: { firstName: 'Ravi' }, profileDone: true }));
    act(() => first.result.current[2].finish());
    expect(first.result.current[0].complete).toBe(true);
    expect(first.result.current[0].profile).toEqual({});
    first.unmount();

    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(WIZARD_DONE_KEY)).toBe('1');
    expect(storedText()).not.toContain('Ravi');
    const reloaded = renderHook(() => useWizardState());
    expect(reloaded.result.current[0].complete).toBe(true);
    expect(reloaded.result.current[0].profile).toEqual({});
  });

  it('starts afresh for the next person, and a reload stays on the empty start', () => {
    const first = renderHook(() => useWizardState());
    act(() =>
      first.result.current[1]({
        phone: { phone: '919876543210' },
        uid: 'u1',
        profile: { firstName: 'Ravi' },
        profileDone: true,
      }),
    );
    act(() => first.result.current[2].finish());
    act(() => first.result.current[2].restart());
    const [fresh] = first.result.current;
    expect(fresh).toEqual({
      phase: 'phone',
      phone: {},
      profile: {},
      profileDone: false,
      businesses: [],
      complete: false,
    });
    first.unmount();

    expect(sessionStorage.getItem(WIZARD_DONE_KEY)).toBeNull();
    expect(storedText()).not.toMatch(/Ravi|9876543210|u1/);
    const reloaded = renderHook(() => useWizardState());
    expect(reloaded.result.current[0]).toEqual(fresh);
  });
});
