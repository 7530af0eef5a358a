import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import { CEILINGS } from '../../src/form-engine/ceilings';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  DIALECT,
  signUp,
  type TestApp,
} from '../helpers/api-app';

/**
 * The route shapes, compiled from the baseline when the server starts, bound the fields a live
 * version may add by the ceilings: a body over them is refused before the form reads it.
 */

let t: TestApp;
let member: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  call(t.app, { method: 'POST', url, payload, headers: bearer(member.token) });

/** `body` with fields it does not have, `count` properties in all. */
const padded = (body: Record<string, unknown>, count: number) => ({
  ...body,
  ...Object.fromEntries(
    Array.from({ length: count - Object.keys(body).length }, (_, i) => [`added${i}`, 'x']),
  ),
});

/** A refusal of the route shape: one message, for the path it names. */
const refusal = (path: string, message: string) => ({
  code: 'VALIDATION_ERROR',
  message: english['errors.VALIDATION_ERROR'],
  fields: { [path]: message },
});

describe(`form bodies over the ceilings (${DIALECT})`, () => {
  it('takes a business with as many fields as a form may have, and refuses one more', async () => {
    const body = await businessBody(t.app, member.token);
    expect((await post('/api/business', padded(body, CEILINGS.fields))).status).toBe(200);
    const over = await post('/api/business', padded(body, CEILINGS.fields + 1));
    expect(over.status).toBe(400);
    expect(over.body).toEqual(refusal('/', english['errors.requestShape.other']));
  });

  it("counts a route's own fields beside its form's", async () => {
    const me = (
      await call(t.app, { method: 'GET', url: '/api/profile/me', headers: bearer(member.token) })
    ).body;
    const body = { ...me, preferredLanguage: null };
    const update = (count: number) => post('/api/profile/update', padded(body, count));
    expect((await update(CEILINGS.fields + 1)).status).toBe(200);
    expect((await update(CEILINGS.fields + 2)).status).toBe(400);
  });

  it("refuses a list of picks longer than a field's choices, or a pick too long", async () => {
    const body = await businessBody(t.app, member.token);
    const picks = (list: string[]) => post('/api/business', { ...body, picks: list });
    expect((await picks(Array.from({ length: CEILINGS.choices }, (_, i) => `c${i}`))).status).toBe(
      200,
    );
    const many = await picks(Array.from({ length: CEILINGS.choices + 1 }, (_, i) => `c${i}`));
    expect(many.body).toEqual(
      refusal('/picks', `There are too many: at most ${CEILINGS.choices}.`),
    );
    const long = await picks(['x'.repeat(CEILINGS.choiceText + 1)]);
    expect(long.body).toEqual(
      refusal('/picks/0', `This is too long: at most ${CEILINGS.choiceText} characters.`),
    );
  });

  it('answers thousands of fields with a 400, never a 5xx', async () => {
    const body = await businessBody(t.app, member.token);
    const res = await post('/api/business', padded(body, 3000));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});
