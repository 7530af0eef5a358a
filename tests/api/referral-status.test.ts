import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferral } from '../fixtures/forms';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  DIALECT,
  signUp,
  type TestApp,
} from '../helpers/api-app';
import {
  atOnce,
  count,
  expectSane,
  listen,
  repeat,
  ROUNDS,
  send,
  tallies,
  tally,
  warm,
  type Answer,
} from '../helpers/race-http';

/**
 * The referral status machine: new → contacted | lost; contacted → won | lost; won and lost final.
 * Random sequences of changes never reach a state the machine does not allow, and concurrent
 * conflicting changes over real HTTP (truly parallel on PostgreSQL) end in one state, with exactly
 * one history row per change that happened: one winner, 409 for the rest.
 */

type Status = 'new' | 'contacted' | 'won' | 'lost';
type Move = { status: 'contacted' | 'won' | 'lost'; value?: number; reason?: string };

const ALLOWED: Record<Status, Move['status'][]> = {
  new: ['contacted', 'lost'],
  contacted: ['won', 'lost'],
  won: [],
  lost: [],
};

let t: TestApp;
let owner: { token: string; userId: string };
let giver: { token: string; userId: string };
let business = '';

async function newReferral(): Promise<string> {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/directory/${business}/referrals`,
    payload: createReferral(),
    headers: bearer(giver.token),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** What the giver sees of it: its state and history, as the API answers. */
async function seen(id: string) {
  const items = (
    await call(t.app, {
      method: 'GET',
      url: '/api/referrals?tab=given',
      headers: bearer(giver.token),
    })
  ).body.items as Array<{
    id: string;
    status: Status;
    history: { status: Status }[];
    value: number | null;
  }>;
  return items.find((r) => r.id === id)!;
}

/** The states a history walks through are a path of the machine from new. */
function isLegalPath(history: Status[]): boolean {
  if (history[0] !== 'new') return false;
  for (let i = 1; i < history.length; i++)
    if (!ALLOWED[history[i - 1]!].includes(history[i] as Move['status'])) return false;
  return true;
}

const move = fc.oneof(
  fc.constant<Move>({ status: 'contacted' }),
  fc.integer({ min: 1, max: 10_000_000 }).map<Move>((value) => ({ status: 'won', value })),
  fc
    .constantFrom('No budget', 'Went elsewhere')
    .map<Move>((reason) => ({ status: 'lost', reason })),
);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { firstName: 'Owner', lastName: 'Shah' });
  giver = await signUp(t.app, { firstName: 'Giver', lastName: 'Nair' });
  const body = await businessBody(t.app, owner.token, {
    businessName: 'Shah Traders',
    showInDirectory: true,
  });
  const made = await call(t.app, {
    method: 'POST',
    url: '/api/business',
    payload: body,
    headers: bearer(owner.token),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  business = made.body.data.businessId;
}, 60_000);

afterAll(() => t?.close());

describe(`the referral status machine (${DIALECT})`, () => {
  it('never reaches a state the machine does not allow, whatever the sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { maxLength: 6 }), async (moves) => {
        const id = await newReferral();
        let state: Status = 'new';
        const path: Status[] = ['new'];
        for (const m of moves) {
          const res = await call(t.app, {
            method: 'POST',
            url: `/api/referrals/${id}/status`,
            payload: m,
            headers: bearer(owner.token),
          });
          if (ALLOWED[state].includes(m.status)) {
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            state = m.status;
            path.push(state);
          } else {
            expect(res.status).toBe(409);
            expect(res.body.code).toBe('REFERRAL_STATUS_CONFLICT');
          }
        }
        const now = await seen(id);
        expect(now.status).toBe(state);
        expect(now.history.map((h) => h.status)).toEqual(path);
        expect(isLegalPath(path)).toBe(true);
        // A value only once won.
        expect(now.value === null).toBe(state !== 'won');
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  describe('concurrent changes over real HTTP', () => {
    let base = '';
    const N = 8;
    beforeAll(async () => {
      base = await listen(t.app);
      await warm(base);
    });

    const race = (id: string, moves: (i: number) => Move) =>
      atOnce(N, (i) =>
        send(base, 'POST', `/api/referrals/${id}/status`, moves(i), {
          authorization: `Bearer ${owner.token}`,
        }),
      );

    /** Each round: the changes that answered 200 are exactly the history's, in a legal path. */
    async function judged(id: string, answers: Answer[], before = 1) {
      expectSane(answers);
      const now = await seen(id);
      const history = now.history.map((h) => h.status);
      const won = answers.filter((a) => a.status === 200);
      expect(
        count(answers, 200) + count(answers, 409, 'REFERRAL_STATUS_CONFLICT'),
        tally(answers),
      ).toBe(N);
      expect(isLegalPath(history), history.join(' → ')).toBe(true);
      expect(history.length - before, `${tally(answers)}: ${history.join(' → ')}`).toBe(won.length);
      expect(now.status).toBe(history.at(-1));
      return { history, won };
    }

    it('N of the same change: one winner, 409 for the rest, one history row', async () => {
      const rounds = await repeat(ROUNDS, async () => {
        const id = await newReferral();
        const answers = await race(id, () => ({ status: 'contacted' }));
        const { history } = await judged(id, answers);
        expect(history).toEqual(['new', 'contacted']);
        return answers;
      });
      expect(
        rounds.map((r) => count(r, 200)),
        tallies(rounds),
      ).toEqual(rounds.map(() => 1));
    });

    it('won against lost from contacted: exactly one closes it, with its own value or reason', async () => {
      const rounds = await repeat(ROUNDS, async () => {
        const id = await newReferral();
        await call(t.app, {
          method: 'POST',
          url: `/api/referrals/${id}/status`,
          payload: { status: 'contacted' },
          headers: bearer(owner.token),
        });
        const answers = await race(id, (i) =>
          i % 2 === 0
            ? { status: 'won', value: 1000 + i }
            : { status: 'lost', reason: `reason ${i}` },
        );
        const { history, won } = await judged(id, answers, 2);
        expect(history).toHaveLength(3);
        const winner = won[0]!.body;
        const now = await seen(id);
        expect(now.status).toBe(winner.status);
        expect(now.value).toBe(winner.value);
        return answers;
      });
      expect(
        rounds.map((r) => count(r, 200)),
        tallies(rounds),
      ).toEqual(rounds.map(() => 1));
    });

    it('contacted against lost from new: every change that answered 200 is in the history', async () => {
      await repeat(ROUNDS, async () => {
        const id = await newReferral();
        const answers = await race(id, (i) =>
          i % 2 === 0 ? { status: 'contacted' } : { status: 'lost', reason: 'No budget' },
        );
        const { won } = await judged(id, answers);
        // Contacted then lost is a legal path; never two of the same.
        expect(won.length).toBeGreaterThanOrEqual(1);
        expect(won.length).toBeLessThanOrEqual(2);
      });
    });
  });
});
