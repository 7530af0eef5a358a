import type { Referral } from './referral-types';

const AT = {
  given: '2026-11-02T05:30:00.000Z',
  contacted: '2026-11-04T09:15:00.000Z',
  closed: '2026-11-20T11:00:00.000Z',
};

/** A referral as the list answers it, for stories and tests: new, received, unless overridden. */
export function sampleReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 'r1',
    businessId: 'b1',
    businessName: 'Sharma Textiles',
    giverName: 'Priya Nair',
    receiverName: 'Asha Sharma',
    contact: {
      name: 'Ravi Kumar',
      phone: { display: '+91 98172 54989', tel: '+919817254989', whatsapp: '919817254989' },
    },
    need: 'Silk sarees for a wedding of 200 guests, in March.',
    warmth: 'hot',
    status: 'new',
    value: null,
    lostReason: null,
    createdAt: AT.given,
    updatedAt: AT.given,
    closedAt: null,
    history: [{ status: 'new', at: AT.given }],
    mine: 'received',
    ...overrides,
  };
}

/** The same referral at each status it can have, with its history so far. */
export const REFERRAL_STATES = {
  new: sampleReferral(),
  contacted: sampleReferral({
    status: 'contacted',
    updatedAt: AT.contacted,
    history: [
      { status: 'new', at: AT.given },
      { status: 'contacted', at: AT.contacted },
    ],
  }),
  won: sampleReferral({
    status: 'won',
    value: 150000,
    updatedAt: AT.closed,
    closedAt: AT.closed,
    history: [
      { status: 'new', at: AT.given },
      { status: 'contacted', at: AT.contacted },
      { status: 'won', at: AT.closed },
    ],
  }),
  lost: sampleReferral({
    status: 'lost',
    lostReason: 'They chose a shop nearer home.',
    updatedAt: AT.closed,
    closedAt: AT.closed,
    history: [
      { status: 'new', at: AT.given },
      { status: 'lost', at: AT.closed },
    ],
  }),
} satisfies Record<Referral['status'], Referral>;
