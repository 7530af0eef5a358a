import fc from 'fast-check';
import { createBusiness } from '../../fixtures/forms';
import { assemble, type Auth, type FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';

/**
 * Another member's business is not there for you: member B asking for member A's business, or A
 * for B's, gets 404 exactly, whatever B sends; variants of the id may be refused any way but 2xx.
 */
export function idorCases(ctx: FuzzContext) {
  const a: Auth = { authorization: `Bearer ${ctx.a.token}`, who: 'a' };
  const b: Auth = { authorization: `Bearer ${ctx.b.token}`, who: 'b' };
  const hidden = `/api/business/${ctx.hiddenBusinessId}`;
  const read = (
    path: string,
    kind: string,
    auth: Auth | undefined,
    expect: number[] | 'no 2xx',
  ) => ({
    ...assemble('GET /api/business/:id', { path, kind: `idor:${kind}`, auth, memberRoute: true }),
    ...(expect === 'no 2xx' ? { forbid2xx: true } : { expectStatus: expect }),
  });
  const reads = fc.constantFrom<FuzzRequest>(
    read(hidden, 'b-reads-a', b, [404]),
    read(`/api/business/${ctx.bBusinessId}`, 'a-reads-b', a, [404]),
    read(hidden, 'anonymous', undefined, [401]),
    read(`${hidden}?ownerId=${ctx.a.userId}`, 'owner-in-query', b, [404]),
    read(hidden.toUpperCase(), 'uppercase-id', b, 'no 2xx'),
    read(`${hidden}%20`, 'padded-id', b, 'no 2xx'),
    read(`${hidden}/`, 'trailing-slash', b, 'no 2xx'),
  );
  const patches = fc
    .constantFrom<Record<string, unknown>>(
      { businessName: 'Taken over' },
      createBusiness(),
      { ownerId: ctx.b.userId },
      {},
    )
    .map((body): FuzzRequest => ({
      ...assemble('PATCH /api/business/:id', {
        path: hidden,
        kind: 'idor:b-patches-a',
        auth: b,
        body: {
          kind: 'idor',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      }),
      expectStatus: [404],
    }));
  /** Deleting or restoring someone else's business: 404, and the business stays theirs. */
  const removals = fc
    .constantFrom(
      ['DELETE /api/business/:id', hidden, b, 'b-deletes-a', [404]] as const,
      [
        'DELETE /api/business/:id',
        `/api/business/${ctx.bBusinessId}`,
        a,
        'a-deletes-b',
        [404],
      ] as const,
      ['DELETE /api/business/:id', hidden, undefined, 'anonymous', [401]] as const,
      ['POST /api/business/:id/restore', `${hidden}/restore`, b, 'b-restores-a', [404]] as const,
    )
    .map(([route, path, auth, kind, expectStatus]): FuzzRequest => ({
      ...assemble(route, { path, kind: `idor:${kind}`, auth, memberRoute: true }),
      expectStatus: [...expectStatus],
    }));
  return { reads, patches, removals };
}
