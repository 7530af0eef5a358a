import { useEffect, useState } from 'react';

type Data = Record<string, unknown>;

/** The business form open in step 3: a new one (`index` null) or the one at `index`. */
export interface BusinessDraft {
  index: number | null;
  data: Data;
}

/**
 * What the member has entered and how far it counts as done. Which step shows is the address's
 * (`?step=`), so Back and Forward move between steps; this says which steps are open.
 */
export interface WizardState {
  phase: 'phone' | 'otp';
  phone: Data;
  /** Set once the phone is verified: Profile Info opens. */
  uid?: string;
  profile: Data;
  /** Set by Next on a valid profile, cleared when an edit leaves it invalid: Business Info opens. */
  profileDone: boolean;
  businesses: Data[];
  /** The open inline business form, kept with the rest so a reload does not lose it. */
  draft?: BusinessDraft;
  complete: boolean;
}

/** The wizard's progress survives a reload of the tab (sessionStorage), and only that. */
export const WIZARD_STORAGE_KEY = 'create-profile-wizard';
/**
 * Once submitted, only the fact is kept (the details are dropped): a reload shows the thank-you
 * again until the tab closes.
 */
export const WIZARD_DONE_KEY = 'create-profile-wizard-done';

const initial: WizardState = {
  phase: 'phone',
  phone: {},
  profile: {},
  profileDone: false,
  businesses: [],
  complete: false,
};

function load(): WizardState {
  try {
    if (sessionStorage.getItem(WIZARD_DONE_KEY)) return { ...initial, complete: true };
    const saved = sessionStorage.getItem(WIZARD_STORAGE_KEY);
    return saved ? { ...initial, ...(JSON.parse(saved) as Partial<WizardState>) } : initial;
  } catch {
    return initial;
  }
}

export function useWizardState() {
  const [state, setState] = useState<WizardState>(load);
  useEffect(() => {
    try {
      if (state.complete) {
        sessionStorage.removeItem(WIZARD_STORAGE_KEY);
        sessionStorage.setItem(WIZARD_DONE_KEY, '1');
      } else {
        sessionStorage.removeItem(WIZARD_DONE_KEY);
        sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
      }
    } catch {
      // Storage full or blocked: the wizard still works, it just won't survive a reload.
    }
  }, [state]);
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));
  const actions = {
    /** Submitted: only the fact is kept, in memory as in storage. */
    finish: () => setState({ ...initial, complete: true }),
    /**
     * The next person on a shared phone or tablet starts from nothing: the thank-you and every
     * trace of the one before are gone.
     */
    restart: () => setState(initial),
  };
  return [state, update, actions] as const;
}
