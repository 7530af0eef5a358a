import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  WIZARD_DONE_KEY,
  WIZARD_DRAFT_MS,
  WIZARD_STORAGE_KEY,
  useWizardState,
} from './use-wizard-state';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

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

  it('drops a draft older than 7 days on load, and keeps one saved within them', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 1, 9));
    const first = renderHook(() => useWizardState());
    act(() => first.result.current[1]({ uid: 'u1', profile: { firstName: 'Ravi' } }));
    first.unmount();
    expect(WIZARD_DRAFT_MS).toBe(7 * 24 * 3600_000);

    vi.setSystemTime(Date.UTC(2026, 10, 1, 9) + WIZARD_DRAFT_MS);
    const withinAWeek = renderHook(() => useWizardState());
    expect(withinAWeek.result.current[0].profile).toEqual({ firstName: 'Ravi' });
    withinAWeek.unmount();
    // Loading saves it again: the week runs from the last time the draft was worked on.

    vi.setSystemTime(Date.UTC(2026, 10, 1, 9) + 2 * WIZARD_DRAFT_MS + 1);
    const late = renderHook(() => useWizardState());
    expect(late.result.current[0].uid).toBeUndefined();
    expect(late.result.current[0].profile).toEqual({});
    expect(storedText()).not.toContain('Ravi');
  });

  it('drops a draft saved without its time (before drafts expired)', () => {
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ uid: 'u1', profileDone: true }));
    const loaded = renderHook(() => useWizardState());
    expect(loaded.result.current[0].uid).toBeUndefined();
    expect(loaded.result.current[0].profileDone).toBe(false);
  });

  it('stores only the fact of a submitted wizard; in memory the verified phone stays too', () => {
    const first = renderHook(() => useWizardState());
    act(() =>
      first.result.current[1]({
        phone: { phone: '919876543210' },
        profile: { firstName: 'Ravi' },
        profileDone: true,
      }),
    );
    act(() => first.result.current[2].finish());
    expect(first.result.current[0].complete).toBe(true);
    expect(first.result.current[0].profile).toEqual({});
    // For the thank-you: "You can now log in with +91 98765 43210".
    expect(first.result.current[0].phone).toEqual({ phone: '919876543210' });
    first.unmount();

    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(WIZARD_DONE_KEY)).toBe('1');
    expect(storedText()).not.toMatch(/Ravi|9876543210/);
    const reloaded = renderHook(() => useWizardState());
    expect(reloaded.result.current[0].complete).toBe(true);
    expect(reloaded.result.current[0].profile).toEqual({});
    expect(reloaded.result.current[0].phone).toEqual({});
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
