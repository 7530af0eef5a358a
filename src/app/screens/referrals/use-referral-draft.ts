import { useEffect, useState } from 'react';

/** The business a referral is for, as its page heads it. */
export interface ReferredBusiness {
  businessName: string;
  owner?: { name: string; groupNumber: string; groupName: string } | null;
}

type Data = Record<string, unknown>;

interface SavedDraft {
  savedAt: number;
  data: Data;
  business?: ReferredBusiness;
}

/**
 * A referral being written survives a reload of the tab (sessionStorage, as the wizard's progress
 * does), and only that: it holds a third person's name and phone, so it is dropped once sent, when
 * the tab closes, or on load once older than a day.
 */
export const REFERRAL_DRAFT_MS = 24 * 60 * 60 * 1000;
export const referralDraftKey = (businessId: string) => `referral-draft:${businessId}`;

function load(key: string): SavedDraft | undefined {
  try {
    const saved = sessionStorage.getItem(key);
    if (!saved) return undefined;
    const draft = JSON.parse(saved) as Partial<SavedDraft>;
    const age = Date.now() - (typeof draft.savedAt === 'number' ? draft.savedAt : -Infinity);
    if (!(age <= REFERRAL_DRAFT_MS) || typeof draft.data !== 'object' || !draft.data) {
      sessionStorage.removeItem(key);
      return undefined;
    }
    return { savedAt: draft.savedAt!, data: draft.data, business: draft.business };
  } catch {
    return undefined;
  }
}

/** The form's data and the business's heading for one business, kept as they change. */
export function useReferralDraft(businessId: string) {
  const key = referralDraftKey(businessId);
  const [draft, setDraft] = useState(() => load(key));
  const [data, setData] = useState<Data>(() => draft?.data ?? {});
  const [business, setBusiness] = useState<ReferredBusiness | undefined>(draft?.business);
  const [sent, setSent] = useState(false);
  // A new business in the same screen (the address changed) starts from its own draft.
  const [forKey, setForKey] = useState(key);
  if (forKey !== key) {
    const next = load(key);
    setForKey(key);
    setDraft(next);
    setData(next?.data ?? {});
    setBusiness(next?.business);
  }

  useEffect(() => {
    try {
      if (sent) sessionStorage.removeItem(key);
      // Nothing typed yet: nothing worth keeping.
      else if (Object.keys(data).length > 0)
        sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), data, business }));
    } catch {
      // Storage full or refused (a private window): the form still works, without the draft.
    }
  }, [key, data, business, sent]);

  return { data, setData, business, setBusiness, clear: () => setSent(true) };
}
