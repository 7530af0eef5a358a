import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { WIZARD_DONE_KEY, WIZARD_STORAGE_KEY, useWizardState } from './use-wizard-state';

afterEach(() => sessionStorage.clear());

describe('useWizardState', () => {
  it('keeps the open business form with the rest of the progress across a reload', () => {
    const first = renderHook(() => useWizardState());
    act(() =>
      first.result.current[1]({
        step: 2,
        businesses: [{ businessName: 'Kumar Traders' }],
        draft: { index: null, data: { businessName: 'Half Done' } },
      }),
    );
    first.unmount();

    const reloaded = renderHook(() => useWizardState());
    const [state] = reloaded.result.current;
    expect(state.step).toBe(2);
    expect(state.businesses).toEqual([{ businessName: 'Kumar Traders' }]);
    expect(state.draft).toEqual({ index: null, data: { businessName: 'Half Done' } });
  });

  it('keeps only the fact of a submitted wizard, so a reload shows the thank-you again', () => {
    const first = renderHook(() => useWizardState());
    act(() => first.result.current[1]({ profile: { firstName: 'Ravi' }, step: 2 }));
    act(() => first.result.current[1]({ complete: true }));
    first.unmount();

    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(WIZARD_DONE_KEY)).toBe('1');
    const reloaded = renderHook(() => useWizardState());
    expect(reloaded.result.current[0].complete).toBe(true);
    expect(reloaded.result.current[0].profile).toEqual({});
  });
});
