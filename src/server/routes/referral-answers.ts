import type { FromSchema } from 'json-schema-to-ts';
import { object, uuid } from './schemas';
import { text } from './answers';

/**
 * What the referral routes answer (`/api/directory/:id/referrals`, `/api/referrals…` and the
 * Studio's `/api/studio/referrals…`), described once.
 */

const moment = {
  type: 'string',
  format: 'date-time',
  examples: ['2026-12-01T09:00:00.000Z'],
} as const;
const nullableText = { type: ['string', 'null'] } as const;

export const REFERRAL_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
const status = { type: 'string', enum: REFERRAL_STATUSES } as const;

/** Whole rupees, excluding GST. */
const rupees = {
  type: 'integer',
  minimum: 1,
  description: 'Whole rupees, excluding GST.',
  examples: [50000],
} as const;

const phone = object(
  {
    display: { ...text, examples: ['+91 98172 54989'] },
    tel: { ...text, examples: ['+919817254989'] },
    whatsapp: { ...text, examples: ['919817254989'] },
  },
  ['display', 'tel', 'whatsapp'],
);

/** A referral as the member who gave or received it sees it. */
export const referral = object(
  {
    id: uuid,
    businessId: uuid,
    businessName: text,
    giverName: { ...nullableText, description: 'Null once the giver is no longer a member.' },
    receiverName: { ...nullableText, description: 'Null once the receiver is no longer a member.' },
    contact: {
      anyOf: [object({ name: text, phone }, ['name', 'phone']), { type: 'null' }],
      description: "The contact's name and phone; null once erased (REFERRAL_CONTACT_DAYS).",
    },
    need: { ...nullableText, description: 'What the contact needs; null once erased.' },
    warmth: { ...text, examples: ['hot'] },
    status,
    value: { anyOf: [rupees, { type: 'null' }] },
    lostReason: nullableText,
    createdAt: moment,
    updatedAt: moment,
    closedAt: { ...moment, type: ['string', 'null'] },
    history: {
      type: 'array',
      description: 'Each state it reached, oldest first (its creation as "new" first).',
      items: object({ status, at: moment }, ['status', 'at']),
    },
    mine: { type: 'string', enum: ['given', 'received'] },
  },
  [
    'id',
    'businessId',
    'businessName',
    'giverName',
    'receiverName',
    'contact',
    'need',
    'warmth',
    'status',
    'value',
    'lostReason',
    'createdAt',
    'updatedAt',
    'closedAt',
    'history',
    'mine',
  ],
);
export type Referral = FromSchema<typeof referral>;

export const referralList = object(
  { items: { type: 'array', items: referral, description: 'Newest first.' } },
  ['items'],
);

export const createdReferral = object({ id: uuid }, ['id']);

const totals = object(
  {
    given: { type: 'integer', minimum: 0 },
    received: { type: 'integer', minimum: 0 },
    wonValue: {
      type: 'integer',
      minimum: 0,
      description: 'The value of the referrals the member received that were won in the period.',
    },
  },
  ['given', 'received', 'wonValue'],
);
export type ReferralTotals = FromSchema<typeof totals>;

export const referralSummary = {
  ...object({ month: totals, year: totals }, ['month', 'year']),
  description: 'This calendar month and year, in India time (Asia/Kolkata).',
} as const;

const statRow = object(
  {
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', examples: ['2026-12'] },
    groupNumber: text,
    groupName: text,
    region: text,
    given: { type: 'integer', minimum: 0 },
    received: { type: 'integer', minimum: 0 },
    won: { type: 'integer', minimum: 0 },
    wonValue: { type: 'integer', minimum: 0 },
  },
  ['month', 'groupNumber', 'groupName', 'region', 'given', 'received', 'won', 'wonValue'],
);
export type ReferralStatRow = FromSchema<typeof statRow>;

export const referralStats = {
  ...object({ rows: { type: 'array', items: statRow } }, ['rows']),
  description:
    'Per month (India time) and group: referrals its members gave and received that month, and those they received that were won that month, with their value. Groups as they were when each referral was given.',
} as const;

export const referralsCsv = {
  description: 'A CSV file in UTF-8 with a byte-order mark, saved under the name it is sent with.',
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const;
