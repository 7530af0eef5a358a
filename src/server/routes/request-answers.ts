import type { FromSchema } from 'json-schema-to-ts';
import { object, uuid } from './schemas';
import { text } from './answers';
import { fieldValues } from './studio-answers';

/**
 * What the requests' routes answer: a member's own concerns (`/api/me/concerns`) and the Studio's
 * Requests area (`/api/studio/requests`), described once.
 */

const moment = {
  type: 'string',
  format: 'date-time',
  examples: ['2026-12-26T09:00:00.000Z'],
} as const;
const nullableMoment = { ...moment, type: ['string', 'null'] } as const;

const answers = {
  ...fieldValues,
  description: "The concern form's answers, labelled by the live form in the language asked.",
} as const;
const about = {
  type: 'string',
  description: 'What the concern is about: the label of its topic, in the language asked.',
  examples: ['Correcting my data'],
} as const;

/** One of the member's concerns. The staff member who replied is not named to the member. */
const ownConcern = object(
  {
    id: uuid,
    status: { type: 'string', enum: ['open', 'answered'] },
    createdAt: moment,
    dueAt: { ...moment, description: 'When the office must have answered (GRIEVANCE_DAYS).' },
    about,
    answers,
    reply: { type: ['string', 'null'] },
    repliedAt: nullableMoment,
  },
  ['id', 'status', 'createdAt', 'dueAt', 'about', 'answers', 'reply', 'repliedAt'],
);
export type OwnConcern = FromSchema<typeof ownConcern>;

export const ownConcerns = object(
  {
    concerns: { type: 'array', items: ownConcern, description: 'Newest first.' },
    canRaise: {
      type: 'boolean',
      description: 'False while the member has as many open concerns as one may have.',
    },
    grievanceDays: { type: 'integer', minimum: 1, description: 'Days the office has to answer.' },
  },
  ['concerns', 'canRaise', 'grievanceDays'],
);
export type OwnConcerns = FromSchema<typeof ownConcerns>;

export const raisedConcern = object({ concern: ownConcern }, ['concern']);

/** A request in the Studio's list: a concern, or a deletion a member scheduled. */
const requestSummary = object(
  {
    id: {
      type: 'string',
      description: "A concern's id; for a deletion, the member's id.",
      examples: ['0193a7e2-8d1c-7b4a-9f1e-2c3d4e5f6a7b'],
    },
    kind: { type: 'string', enum: ['concern', 'deletion'] },
    memberId: uuid,
    memberName: text,
    about: {
      ...about,
      type: ['string', 'null'],
      description: `${about.description} Null for a deletion.`,
    },
    status: {
      type: 'string',
      enum: ['open', 'answered', 'scheduled'],
      description: 'A concern is open or answered; a deletion is scheduled until it is done.',
    },
    createdAt: moment,
    dueAt: { ...moment, description: 'A concern: the answer is due. A deletion: the erasure is.' },
    overdue: { type: 'boolean', description: 'Not done, and due before now.' },
  },
  ['id', 'kind', 'memberId', 'memberName', 'about', 'status', 'createdAt', 'dueAt', 'overdue'],
);
export type RequestSummary = FromSchema<typeof requestSummary>;

export const requestList = object(
  {
    requests: {
      type: 'array',
      items: requestSummary,
      description:
        'Overdue first, then by due date; answered concerns last, the latest 100, newest answer first.',
    },
    grievanceDays: { type: 'integer', minimum: 1 },
  },
  ['requests', 'grievanceDays'],
);
export type RequestList = FromSchema<typeof requestList>;

export const requestDetail = object(
  {
    request: object(
      {
        ...requestSummary.properties,
        answers,
        reply: { type: ['string', 'null'] },
        repliedBy: { type: ['string', 'null'], description: "The staff member's E.164 phone." },
        repliedAt: nullableMoment,
      },
      [...requestSummary.required, 'answers', 'reply', 'repliedBy', 'repliedAt'],
    ),
  },
  ['request'],
);
export type RequestDetail = FromSchema<typeof requestDetail>;
