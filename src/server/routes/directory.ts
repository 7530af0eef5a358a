import type { FastifyRequest } from 'fastify';
import { memberOr404 } from '../plugins/authenticate';
import { requestLanguage } from '../request-language';
import { foldDigits } from '../../shared/digits';
import { authorization, line, object, uuid, type RouteApp } from './schemas';
import { answers, text, texts } from './answers';

const nullableText = { type: ['string', 'null'] } as const;
/** The page's language, for category labels; without it, the member's own. */
const lang = { type: 'string', maxLength: 8, pattern: '^[a-z]{2,3}$' } as const;

const searchQuery = object({
  q: line(100),
  category: line(100),
  // A key from /filters ("pn"), or a city as typed ("Pune", "पुणे"): both are keyed again.
  city: line(100),
  region: line(100),
  // Group numbers are digits (of any script, folded here) or short codes.
  group: { type: 'string', pattern: '^[\\p{Nd}A-Za-z-]{1,20}$' },
  // From 1; past DIRECTORY_MAX_PAGES the route refuses it (DIRECTORY_PAGE_LIMIT).
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  lang,
});

const item = object(
  {
    id: uuid,
    businessName: text,
    logo: nullableText,
    category: {
      ...text,
      description: 'As stored (English, or the member’s own words for "other").',
    },
    categoryLabel: {
      ...text,
      description: "In the request's language where it has a translation.",
    },
    city: { ...nullableText, description: "The first address's city, as typed." },
    groupNumber: text,
    groupName: text,
    ownerName: text,
  },
  [
    'id',
    'businessName',
    'logo',
    'category',
    'categoryLabel',
    'city',
    'groupNumber',
    'groupName',
    'ownerName',
  ],
);
const resultsPage = object(
  {
    items: { type: 'array', items: item },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
    hasMore: { type: 'boolean', description: 'More results exist after this page.' },
    lastPage: {
      type: 'boolean',
      description: 'This is the last page the directory shows (DIRECTORY_MAX_PAGES), more or not.',
    },
  },
  ['items', 'page', 'pageSize', 'hasMore', 'lastPage'],
);

const option = object({ value: text, label: text }, ['value', 'label']);
const filters = object(
  {
    categories: { type: 'array', items: option },
    cities: {
      type: 'array',
      items: option,
      description: 'value: the city key the `city` filter takes; label: the city as typed.',
    },
    regions: texts,
    groups: { type: 'array', items: object({ number: text, name: text }, ['number', 'name']) },
  },
  ['categories', 'cities', 'regions', 'groups'],
);

const phone = object(
  {
    display: { ...text, examples: ['+91 98172 54989'] },
    tel: { ...text, examples: ['+919817254989'] },
    whatsapp: { ...text, examples: ['919817254989'] },
  },
  ['display', 'tel', 'whatsapp'],
);
const listing = object(
  {
    id: uuid,
    businessName: text,
    logo: nullableText,
    tagline: nullableText,
    category: text,
    categoryLabel: text,
    subCategory: nullableText,
    description: text,
    specialities: text,
    interests: text,
    whatDoYouWantFromUs: text,
    addresses: {
      type: 'array',
      items: object({ text, city: nullableText, mapsUrl: nullableText }, [
        'text',
        'city',
        'mapsUrl',
      ]),
    },
    owner: object({ name: text, groupNumber: text, groupName: text, region: text }, [
      'name',
      'groupNumber',
      'groupName',
      'region',
    ]),
    phone: {
      anyOf: [phone, { type: 'null' }],
      description: 'Only when the owner chose to show their phone in the directory.',
    },
    own: { type: 'boolean', description: "The caller's own listing (not counted as a view)." },
  },
  [
    'id',
    'businessName',
    'logo',
    'tagline',
    'category',
    'categoryLabel',
    'subCategory',
    'description',
    'specialities',
    'interests',
    'whatDoYouWantFromUs',
    'addresses',
    'owner',
    'phone',
    'own',
  ],
);

/**
 * The members' directory (signed-in members only; anyone else gets the 404 of a path that does not
 * exist): search in any script with filters, paged up to DIRECTORY_MAX_PAGES, and one listing,
 * which counts towards the member's DIRECTORY_VIEWS_PER_DAY. No answer lists phones: only one
 * listing carries its owner's, and only when the owner shows it.
 */
export default async function directoryRoutes(app: RouteApp) {
  const { services, config } = app;
  const member = { onRequest: memberOr404(services.tokens) };
  const language = async (request: FastifyRequest, asked: string | undefined) =>
    asked && app.liveForms.languages().includes(asked) ? asked : requestLanguage(request);

  app.get(
    '/directory',
    {
      ...member,
      config: {
        rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
      },
      // 400: DIRECTORY_PAGE_LIMIT past the last page; 401: an expired token (the app refreshes).
      schema: {
        headers: authorization,
        querystring: searchQuery,
        response: answers(resultsPage, 400, 401, 404),
      },
    },
    async (request) => {
      const { lang: asked, page, group, ...query } = request.query;
      return services.directorySearch.search(
        {
          ...query,
          group: group === undefined ? undefined : foldDigits(group),
          page: page === undefined ? undefined : Number(page),
        },
        await language(request, asked),
      );
    },
  );

  app.get(
    '/directory/filters',
    {
      ...member,
      schema: {
        headers: authorization,
        querystring: object({ lang }),
        response: answers(filters, 401, 404),
      },
    },
    async (request) =>
      services.directorySearch.filters(await language(request, request.query.lang)),
  );

  app.get(
    '/directory/:id',
    {
      ...member,
      schema: {
        headers: authorization,
        params: object({ id: uuid }, ['id']),
        querystring: object({ lang }),
        // 404: not listed; 429: DIRECTORY_VIEW_LIMIT, the day's listings opened.
        response: answers(listing, 401, 404, 429),
      },
    },
    async (request) =>
      services.directorySearch.listing(
        request.params.id,
        request.userId!,
        await language(request, request.query.lang),
      ),
  );
}
