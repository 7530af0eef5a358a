import { object, type RouteApp } from './schemas';
import { answers, text, texts } from './answers';
import { RECIPIENTS } from '../services/privacy-notice';
import { acceptedLanguage } from '../request-language';

const recipientIds = { type: 'string', enum: RECIPIENTS.map((r) => r.id) } as const;

/** The network's contact person for members' data (PRIVACY_CONTACT_NAME, _EMAIL, _PHONE). */
const contactSchema = object(
  {
    name: { ...text, examples: ['Privacy officer'] },
    email: { ...text, examples: ['privacy@example.org'] },
    phone: { ...text, examples: ['+91 20 4000 1234'] },
  },
  ['name', 'email', 'phone'],
);

/** The notice, in one language: what it keeps, why, who receives it, the member's rights. */
const noticeSchema = object(
  {
    version: {
      type: 'string',
      pattern: '^[0-9a-f]{12}$',
      description:
        'Changes when the wording (in any language) or the items change: the version members consent to.',
      examples: ['3f9a1c2b7d40'],
    },
    language: { ...text, description: 'The language answered: English for one not offered.' },
    title: text,
    intro: text,
    items: {
      type: 'array',
      description:
        'Each item of data kept: the forms’ stored fields, then what is kept beside them.',
      items: object(
        {
          id: {
            ...text,
            description:
              'The stored field’s name, or `record.<what>` for what is kept beside the forms.',
            examples: ['businessName', 'record.logs'],
          },
          data: { ...text, description: 'What is kept, as the member’s form names it.' },
          purpose: text,
          sharedWith: { ...texts, description: 'The recipients’ names, in the language answered.' },
          recipients: { type: 'array', items: recipientIds },
        },
        ['id', 'data', 'purpose', 'sharedWith', 'recipients'],
      ),
    },
    recipients: {
      type: 'array',
      items: object({ id: recipientIds, name: text, receives: text }, ['id', 'name', 'receives']),
    },
    sections: {
      type: 'array',
      description:
        'How to withdraw, download, correct or delete, raise a concern; rights; the Board.',
      items: object(
        {
          id: {
            type: 'string',
            enum: ['withdraw', 'download', 'delete', 'concern', 'rights', 'board'],
          },
          heading: text,
          text,
        },
        ['id', 'heading', 'text'],
      ),
    },
    retention: {
      type: 'array',
      items: object(
        {
          id: {
            type: 'string',
            enum: [
              'member',
              'account',
              'codes',
              'sessions',
              'drafts',
              'referrals',
              'logs',
              'backups',
              'directoryViews',
            ],
          },
          data: text,
          period: text,
        },
        ['id', 'data', 'period'],
      ),
    },
    contact: contactSchema,
    grievanceDays: { type: 'integer', description: 'Days within which a concern is answered.' },
    accountDeletionGraceDays: {
      type: 'integer',
      description: 'Days between asking to delete an account and its erasure.',
    },
  },
  [
    'version',
    'language',
    'title',
    'intro',
    'items',
    'recipients',
    'sections',
    'retention',
    'contact',
    'grievanceDays',
    'accountDeletionGraceDays',
  ],
);

/**
 * The privacy notice, public: members read it before they sign up. Derived from the live forms
 * and catalogue, so a publish reaches the next request; never cached by the browser for that
 * reason. The contact alone is asked by every page's footer, after the page has painted.
 */
export default async function privacyRoutes(app: RouteApp) {
  const { services, config } = app;
  app.get(
    '/privacy/notice',
    {
      schema: {
        // A language not offered reads English; none asked reads the browser's (Accept-Language).
        querystring: object({ lang: { type: 'string', maxLength: 8, pattern: '^[a-z]{2,3}$' } }),
        response: answers(noticeSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return services.privacyNotice.notice(request.query.lang ?? acceptedLanguage(request));
    },
  );
  app.get(
    '/privacy/contact',
    { schema: { response: answers(contactSchema) } },
    async (_request, reply) => {
      // A setting: it changes with a restart only, so a page may keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return { ...config.privacyContact };
    },
  );
}
