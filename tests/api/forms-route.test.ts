import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CEILINGS } from '../../src/form-engine/ceilings';
import { compileForms } from '../../src/form-engine/compile';
import { baselineFiles } from '../../src/form-engine/form-files';
import type { FormFiles } from '../../src/form-engine/types';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  signUp,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A version that adds a bounded text field to the signed-in business form. */
const withWebsite = (): FormFiles => {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  files['business.schema.json'].properties.website = {
    title: 'Website',
    type: 'string',
    maxLength: 40,
  };
  // A stored field says why it is kept: the privacy notice lists it with this purpose.
  files['business.ui.json'].website = { 'ui:options': { purpose: 'To link to your website.' } };
  return files;
};

describe('GET /api/forms/:name', () => {
  it('answers the live form and where its validator module is', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/forms/wizard-business' });
    const compiled = compileForms(baselineFiles()).get('wizard-business')!;
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      name: 'wizard-business',
      version: null,
      schema: compiled.schema,
      uiSchema: compiled.uiSchema,
      validator: `/forms/${compiled.moduleHash}.js`,
      requires: compiled.requires,
    });
    // The business forms' validator needs the string length and the Google Maps rule.
    expect(compiled.requires).toEqual(expect.arrayContaining(['googleMapsUrl', 'ucs2length']));
  });

  it('follows a version applied to the process', async () => {
    expect(t.app.liveForms.apply(withWebsite(), 3)).toEqual([]);
    const res = await call(t.app, { method: 'GET', url: '/api/forms/business' });
    expect(res.body.version).toBe(3);
    expect(res.body.schema.properties.website).toMatchObject({ type: 'string' });
    expect(res.body.validator).toBe(`/forms/${t.app.liveForms.form('business').moduleHash}.js`);
  });

  it('answers 404 for a form that does not exist, or a name that cannot be one', async () => {
    const missing = await call(t.app, { method: 'GET', url: '/api/forms/passport' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    const bad = await call(t.app, { method: 'GET', url: '/api/forms/Business_Form' });
    expect(bad.status).toBe(404);
  });
});

describe('a field staff added', () => {
  it('reaches the stored business; unknown fields are still dropped', async () => {
    t.app.liveForms.apply(withWebsite(), 1);
    const member = await signUp(t.app);
    const body = await businessBody(t.app, member.token, {
      website: 'https://sharma.in',
      notAField: 'dropped',
    });
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      payload: body,
      headers: bearer(member.token),
    });
    expect(created.status).toBe(200);
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/business/${created.body.data.businessId}`,
      headers: bearer(member.token),
    });
    expect(read.body.website).toBe('https://sharma.in');
    expect(read.body).not.toHaveProperty('notAField');
  });

  it('is validated by the live form and bounded by the route', async () => {
    t.app.liveForms.apply(withWebsite(), 1);
    const member = await signUp(t.app);
    const post = async (overrides: Record<string, unknown>) =>
      call(t.app, {
        method: 'POST',
        url: '/api/business',
        payload: await businessBody(t.app, member.token, overrides),
        headers: bearer(member.token),
      });
    const long = await post({ website: 'x'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('/website');
    expect((await post({ extra: { nested: true } })).status).toBe(400);
    expect((await post({ extra: 'a\u0000b' })).status).toBe(400);
    expect((await post({ extra: 'x'.repeat(2001) })).status).toBe(400);
    const many = Object.fromEntries(
      Array.from({ length: CEILINGS.fields }, (_, i) => [`f${i}`, 1]),
    );
    expect((await post(many)).status).toBe(400);
  });
});
