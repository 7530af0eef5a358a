import { useEffect, useState } from 'react';

type Data = Record<string, unknown>;

export interface WizardState {
  step: 0 | 1 | 2;
  phase: 'phone' | 'otp';
  phone: Data;
  uid?: string;
  profile: Data;
  businesses: Data[];
  complete: boolean;
}

/** The wizard's progress survives a reload of the tab (sessionStorage), and only that. */
export const WIZARD_STORAGE_KEY = 'create-profile-wizard';

const initial: WizardState = {
  step: 0,
  phase: 'phone',
  phone: {},
  profile: {},
  businesses: [],
  complete: false,
};

function load(): WizardState {
  try {
    const saved = sessionStorage.getItem(WIZARD_STORAGE_KEY);
    return saved ? { ...initial, ...(JSON.parse(saved) as Partial<WizardState>) } : initial;
  } catch {
    return initial;
  }
}

export function useWizardState() {
  const [state, setState] = useState<WizardState>(load);
  useEffect(() => {
    if (state.complete) sessionStorage.removeItem(WIZARD_STORAGE_KEY);
    else sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  }, [state]);
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));
  return [state, update] as const;
}
