import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFiles, bundleFile, schemaPath } from '../../src/form-engine/form-files';
import { call, createTestApp, type TestApp } from '../helpers/api-app';
import { apiRoutes } from '../helpers/fuzz/route-list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes the document leaves out on purpose: the development outbox, and the document itself. */
const UNDOCUMENTED = ['GET /api/dev/outbox', 'GET /api/openapi.json'];

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 to a real parser', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(res.body));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names every route of the route table, with its method', async () => {
    const { paths } = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = apiRoutes(t.app)
      .filter((route) => !UNDOCUMENTED.includes(route))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('describes a form body from the form itself', async () => {
    const { paths } = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body;
    const body = paths['/api/business'].post.requestBody.content['application/json'].schema;
    const form = bundleFile(baselineFiles(), schemaPath('business')).bundle as any;
    expect(body.properties.businessName).toMatchObject({
      type: 'string',
      maxLength: form.properties.businessName.maxLength,
    });
  });
});
