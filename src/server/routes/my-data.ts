import type { FastifyRequest } from 'fastify';
import { requireMember } from '../plugins/authenticate';
import { requestLanguage } from '../request-language';
import { attachment } from './attachment';
import { authorization, BODY_LIMIT, line, object, type RouteApp } from './schemas';
import { answers, done, refusal, succeeded, text, texts } from './answers';

/** The page's language, for labels and recipients' names; without it, the member's own. */
const query = object({ lang: { type: 'string', maxLength: 8, pattern: '^[a-z]{2,3}$' } });

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] }) as const;
const when = { type: 'string', format: 'date-time' } as const;

/** An answer held: the stored field's name, its label in the page's language, and its value. */
const heldField = object(
  { name: text, label: text, value: { description: 'As stored: text, number, list or object.' } },
  ['name', 'label', 'value'],
);
const heldFields = { type: 'array', items: heldField } as const;

const summaryProperties = {
  memberSince: when,
  profile: { ...heldFields, description: 'The profile, with the answers to fields staff added.' },
  businesses: {
    type: 'array',
    items: object(
      {
        businessId: text,
        businessName: text,
        listed: {
          type: 'boolean',
          description: "Shown in the members' directory now (the member said Yes to it).",
        },
        fields: heldFields,
      },
      ['businessId', 'businessName', 'listed', 'fields'],
    ),
    description: 'Each business with every field it stores; logos as full links.',
  },
  directoryChoices: {
    type: 'array',
    description:
      'Each Yes or No the member gave to showing a business or their phone in the directory, newest first.',
    items: object(
      {
        at: when,
        choice: { type: 'string', enum: ['listing', 'phone'] },
        businessId: { type: ['string', 'null'], description: 'null for the phone.' },
        businessName: {
          type: ['string', 'null'],
          description: 'null for the phone, or a business no longer held.',
        },
        shown: { type: 'boolean' },
        noticeVersion: text,
      },
      ['at', 'choice', 'businessId', 'businessName', 'shown', 'noticeVersion'],
    ),
  },
  consents: {
    type: 'array',
    description: 'Newest first.',
    items: object(
      {
        at: when,
        noticeVersion: text,
        language: text,
        channel: { type: 'string', enum: ['signup', 'wizard', 'renewal'] },
        enteredByOther: { type: 'boolean' },
      },
      ['at', 'noticeVersion', 'language', 'channel', 'enteredByOther'],
    ),
  },
  recipients: {
    type: 'array',
    description: 'Who receives what: each recipient the notice names, with the items of theirs.',
    items: object({ id: text, name: text, receives: text, items: texts }, [
      'id',
      'name',
      'receives',
      'items',
    ]),
  },
  officeLastLooked: nullable(
    object({ at: when, role: { type: ['string', 'null'] } }, ['at', 'role']),
  ),
  deletionDueAt: { type: ['string', 'null'], format: 'date-time' },
  deletionGraceDays: { type: 'integer', minimum: 0, description: 'ACCOUNT_DELETION_GRACE_DAYS.' },
  referrals: {
    type: 'array',
    description:
      "Referrals the member gave or received, newest first: the business, how it went, the value won or why it was lost. The contact's details are not theirs, and are left out.",
    items: object(
      {
        id: text,
        mine: { type: 'string', enum: ['given', 'received'] },
        businessName: text,
        status: { type: 'string', enum: ['new', 'contacted', 'won', 'lost'] },
        value: { type: ['integer', 'null'] },
        lostReason: { type: ['string', 'null'] },
        createdAt: when,
        closedAt: { type: ['string', 'null'], format: 'date-time' },
      },
      ['id', 'mine', 'businessName', 'status', 'value', 'lostReason', 'createdAt', 'closedAt'],
    ),
  },
} as const;
const summaryRequired = [
  'memberSince',
  'profile',
  'businesses',
  'consents',
  'directoryChoices',
  'recipients',
  'officeLastLooked',
  'deletionDueAt',
  'deletionGraceDays',
  'referrals',
] as const;
const summary = object(summaryProperties, summaryRequired);
const download = {
  ...object({ exportedAt: when, ...summaryProperties }, ['exportedAt', ...summaryRequired]),
  description: 'Saved as a file (Content-Disposition: attachment).',
} as const;
const csvFile = {
  description: 'A CSV file in UTF-8 with a byte-order mark, saved under the name it is sent with.',
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const;
const deletion = object({ deletionDueAt: { type: ['string', 'null'], format: 'date-time' } }, [
  'deletionDueAt',
]);
const scheduled = object({ deletionDueAt: when, erased: { type: 'boolean' } }, [
  'deletionDueAt',
  'erased',
]);

/**
 * "Your data" (DPDP s.11 and s.12): what is held about the member, as a summary and as files to
 * download, and their account's deletion, asked with a fresh code sent to their own phone and
 * cancelled by "Keep my account". A member reaches only their own.
 */
export default async function myDataRoutes(app: RouteApp) {
  const { services, config } = app;
  const member = { onRequest: requireMember(services.tokens) };
  const language = async (request: FastifyRequest, lang: string | undefined) =>
    lang && app.liveForms.languages().includes(lang) ? lang : requestLanguage(request);
  // Logos as links that open from the file: this site's address as the member reaches it.
  const origin = (request: FastifyRequest) =>
    config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const fileName = (kind: string) => `my-data-${new Date().toISOString().slice(0, 10)}.${kind}`;
  const collect = async (request: FastifyRequest & { query: { lang?: string } }) =>
    services.myData.download(
      request.userId!,
      await language(request, request.query.lang),
      origin(request),
    );

  app.get(
    '/me/data',
    {
      ...member,
      schema: { headers: authorization, querystring: query, response: answers(summary, 401) },
    },
    async (request) =>
      services.myData.summary(
        request.userId!,
        await language(request, request.query.lang),
        origin(request),
      ),
  );

  app.get(
    '/me/data.json',
    {
      ...member,
      schema: { headers: authorization, querystring: query, response: answers(download, 401) },
    },
    async (request, reply) => {
      const data = await collect(request);
      return reply
        .header('content-disposition', attachment(fileName('json')))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/me/data.csv',
    {
      ...member,
      schema: {
        headers: authorization,
        querystring: query,
        response: { 200: csvFile, 401: refusal },
      },
    },
    async (request, reply) => {
      const data = await collect(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName('csv')))
        .header('cache-control', 'no-store')
        .send(services.myData.csv(data));
    },
  );

  app.get(
    '/me/deletion',
    { ...member, schema: { headers: authorization, response: answers(deletion, 401) } },
    async (request) => ({
      deletionDueAt: await services.accountDeletion.dueAt(request.userId!),
    }),
  );

  app.post(
    '/me/deletion',
    {
      ...member,
      bodyLimit: BODY_LIMIT.small,
      config: {
        rateLimit: { max: config.rateLimits.auth, timeWindow: config.rateLimits.windowMs },
      },
      schema: {
        headers: authorization,
        // The proof of a code sent to the member's own phone, as sign-in takes it.
        body: object({ uid: line(256), token: line(4096) }, ['uid', 'token']),
        // 400: the proof is not valid, fresh and unused; 403: it proves another phone.
        response: answers(scheduled, 400, 401, 403),
      },
    },
    async (request) =>
      services.accountDeletion.request(request.userId!, request.body.uid, request.body.token),
  );

  app.delete(
    '/me/deletion',
    { ...member, schema: { headers: authorization, response: answers(done, 401, 409) } },
    async (request) => {
      await services.accountDeletion.cancel(request.userId!);
      return succeeded;
    },
  );
}
