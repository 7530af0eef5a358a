import { useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * The wizard's progress survives a reload of the tab (sessionStorage), and only that: stored with
 * the time it was saved, and dropped on load once older than WIZARD_DRAFT_MS (a tablet at an event
 * may keep one tab open for weeks). README, "Retention".
 */
export const WIZARD_STORAGE_KEY = 'create-profile-wizard';
export const WIZARD_DRAFT_MS = 7 * 24 * 60 * 60 * 1000;

/** What the storage holds: the progress, and when it was last saved (ms since the epoch). */
interface SavedDraft {
  savedAt: number;
  state: Partial<WizardState>;
}
/**
 * Once submitted, only the fact is stored (the details are dropped): a reload shows the thank-you
 * again until the tab closes. The verified phone stays in memory only, for the thank-you to name.
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
    if (!saved) return initial;
    const draft = JSON.parse(saved) as Partial<SavedDraft>;
    // A draft without its time is from before drafts expired: its age is unknown, so it goes too.
    const age = Date.now() - (typeof draft.savedAt === 'number' ? draft.savedAt : -Infinity);
    if (!(age <= WIZARD_DRAFT_MS) || !draft.state) {
      sessionStorage.removeItem(WIZARD_STORAGE_KEY);
      return initial;
    }
    return { ...initial, ...draft.state };
  } catch {
    return initial;
  }
}

const noChange = () => () => {};

export function useWizardState() {
  // The page is rendered on the server as a first visit sees it (src/fast): a draft in this tab's
  // storage is read once React has taken the page over, and then on every render it starts.
  const [storage] = useState<{ read?: WizardState }>({});
  const stored = useSyncExternalStore(
    noChange,
    () => (storage.read ??= load()),
    () => initial,
  );
  const [changed, setState] = useState<WizardState>();
  const state = changed ?? stored;
  useEffect(() => {
    if (!changed) return;
    const state = changed;
    try {
      if (state.complete) {
        // The fact alone: the phone kept in memory is not written.
        sessionStorage.removeItem(WIZARD_STORAGE_KEY);
        sessionStorage.setItem(WIZARD_DONE_KEY, '1');
      } else {
        sessionStorage.removeItem(WIZARD_DONE_KEY);
        const draft: SavedDraft = { savedAt: Date.now(), state };
        sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
      }
    } catch {
      // Storage full or blocked: the wizard still works, it just won't survive a reload.
    }
  }, [changed]);
  const update = (patch: Partial<WizardState>) => setState((s = stored) => ({ ...s, ...patch }));
  const actions = {
    /**
     * Submitted: only the fact is stored; in memory the verified phone stays too, for the thank-you
     * to say it logs in now.
     */
    finish: () => setState((s = stored) => ({ ...initial, phone: s.phone, complete: true })),
    /**
     * The next person on a shared phone or tablet starts from nothing: the thank-you and every
     * trace of the one before are gone.
     */
    restart: () => setState(initial),
  };
  return [state, update, actions] as const;
}
