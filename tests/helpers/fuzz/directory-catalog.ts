import fc from 'fast-check';
import { assemble, authArb, headersArb, type FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';
import { encodeSegment, hostileQuery, hostileString } from './hostile-values';
import { paramRoute, plainRoute, type RouteFuzz } from './route-cases';

/** Searches a member makes, in every script, with each filter, and past the page cap. */
const VALID_QUERIES = [
  'q=sharma',
  'q=%E0%A4%B6%E0%A4%B0%E0%A5%8D%E0%A4%AE%E0%A4%BE', // शर्मा
  'q=%E0%AE%9A%E0%AE%B0%E0%AF%8D%E0%AE%AE%E0%AE%BE', // சர்மா
  'q=textiles&city=pn&page=2',
  'category=Retail&region=West&group=101',
  'group=%E0%A5%A7%E0%A5%A6%E0%A5%A7', // १०१
  'page=10',
  'page=11',
  'page=0',
  'q=' + 'a'.repeat(101),
  'lang=hi',
  'lang=zz',
];

/** The directory's fields, filled with hostile text. */
const hostileFilters = fc
  .array(
    fc.tuple(
      fc.constantFrom('q', 'category', 'city', 'region', 'group', 'page', 'lang'),
      hostileString,
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeSegment(v)}`).join('&'));

/** A member route whose input is its query string: members, strangers and forgeries alike. */
function memberQueryRoute(route: string, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const path = route.split(' ')[1]!;
  return fc
    .record({
      query: fc.oneof(
        {
          weight: 2,
          arbitrary: fc.constantFrom(...VALID_QUERIES).map((q) => ({ q, kind: 'valid-query' })),
        },
        { weight: 2, arbitrary: hostileFilters.map((q) => ({ q, kind: 'hostile-filters' })) },
        { weight: 1, arbitrary: hostileQuery.map((q) => ({ q, kind: 'query' })) },
      ),
      auth: authArb(ctx),
      headers: headersArb,
    })
    .map(({ query: { q, kind }, auth, headers }) =>
      assemble(route, { path: `${path}?${q}`, kind, auth, headers, memberRoute: true }),
    );
}

/** The members' directory: search, filters and listings, for members only. */
export function directoryRoutes(ctx: FuzzContext): RouteFuzz[] {
  return [
    {
      route: 'GET /api/directory',
      count: 400,
      requests: memberQueryRoute('GET /api/directory', ctx),
    },
    {
      route: 'GET /api/directory/filters',
      count: 100,
      requests: plainRoute('GET /api/directory/filters', ctx),
    },
    {
      route: 'GET /api/directory/:id',
      count: 250,
      requests: paramRoute(
        'GET /api/directory/:id',
        '/api/directory/',
        [ctx.aBusinessId, ctx.bBusinessId, ctx.hiddenBusinessId, 'filters'],
        ctx,
      ),
    },
  ];
}
