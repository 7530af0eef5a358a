import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/api-app';
import answerExamples from '../../src/server/answer-examples.json';
import { backendOf } from '../helpers/contract';
import { apiRoutes } from '../helpers/fuzz/route-list';

/** Routes the document leaves out on purpose: the development outbox, and the document itself. */
const UNDOCUMENTED = ['GET /api/dev/outbox', 'GET /api/openapi.json'];
const ERROR_SCHEMA = { $ref: '#/components/schemas/ApiError' };

interface Operation {
  operationId: string;
  responses: Record<
    string,
    { content?: Record<string, { schema: Record<string, unknown>; example?: unknown }> }
  >;
}

const GROUPS = '../../src/server/repositories/groups';

/** The groups repository, made to return one field too many: an internal column a query let through. */
async function groupsWithAnExtraField(importOriginal: <T>() => Promise<T>) {
  const original = await importOriginal<typeof import('../../src/server/repositories/groups')>();
  return {
    ...original,
    groupsRepository: (...args: Parameters<typeof original.groupsRepository>) => {
      const repository = original.groupsRepository(...args);
      return {
        ...repository,
        byNumber: async (number: string) => {
          const group = await repository.byNumber(number);
          return group && { ...group, importedBy: '919811000001' };
        },
      };
    },
  };
}

let api: typeof import('../helpers/api-app');
let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  // API test files share their worker's modules (vite.config.ts), so the server is loaded again
  // here, under the mock below, and again after this file without it.
  vi.resetModules();
  vi.doMock(GROUPS, groupsWithAnExtraField);
  api = await import('../helpers/api-app');
  t = await api.createTestApp();
  paths = (await api.call(t.app, { method: 'GET', url: '/api/openapi.json' })).body.paths;
});
afterAll(async () => {
  await t.close();
  vi.doUnmock(GROUPS);
  vi.resetModules();
});

describe("every route's answers", () => {
  const operations = () =>
    apiRoutes(t.app)
      .filter((route) => !UNDOCUMENTED.includes(route))
      .map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        const operation = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
        return [route, operation] as const;
      });

  it('are in the route table: a success body for each route', () => {
    const missing = operations()
      .filter(([, operation]) => {
        const success = Object.entries(operation?.responses ?? {}).find(([status]) =>
          status.startsWith('2'),
        );
        return !success?.[1].content;
      })
      .map(([route]) => route);
    expect(operations().length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('refuse with the shared error schema, for every status a refusal can have', () => {
    const wrong = operations().flatMap(([route, operation]) =>
      Object.entries(operation?.responses ?? {})
        .filter(([status]) => /^[45]/.test(status))
        .filter(([, response]) => {
          const schema = response.content?.['application/json']?.schema ?? {};
          return schema.$ref !== ERROR_SCHEMA.$ref;
        })
        .map(([status]) => `${route} ${status}`),
    );
    expect(wrong).toEqual([]);
    // Every route can fail on our side; a body route can be sent a malformed body.
    expect(Object.keys(paths['/api/business']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '409', '413', '415', '429', '500']),
    );
  });
});

describe("the document's examples", () => {
  it('are answers the suite received, and each still fits its schema', async () => {
    const document = (await api.call(t.app, { method: 'GET', url: '/api/openapi.json' })).raw.body;
    const backend = await backendOf(document);
    const examples = Object.values(paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.entries(operation.responses).flatMap(([status, response]) => {
          const example = response.content?.['application/json']?.example;
          return example === undefined ? [] : [{ operation, status: Number(status), example }];
        }),
      ),
    );
    const successes = new Set(
      examples.filter((e) => e.status === 200).map((e) => e.operation.operationId),
    );
    expect(successes.size).toBeGreaterThan(30);
    const misfits = examples
      .map(({ operation, status, example }) => ({
        at: `${operation.operationId} ${status}`,
        result: backend.validator.validateResponse(example, operation.operationId, status),
      }))
      .filter(({ result }) => !result.valid)
      .map(({ at, result }) => `${at}: ${JSON.stringify(result.errors)}`);
    expect(misfits).toEqual([]);
  });

  it('name only operations the document has, in either verification setting', async () => {
    const otpless = await api.createTestApp({ verificationProvider: 'otpless' });
    const exchange = (await api.call(otpless.app, { method: 'GET', url: '/api/openapi.json' }))
      .body;
    await otpless.close();
    const stale = Object.keys(answerExamples).filter((operation) => {
      const [method, path] = operation.split(' ') as [string, string];
      return ![paths, exchange.paths].some(
        (documented) => documented[path]?.[method.toLowerCase()],
      );
    });
    expect(stale).toEqual([]);
  });
});

describe('a field the schema does not name', () => {
  it('fails the answer when responses are checked (tests)', async () => {
    const res = await api.call(t.app, {
      method: 'GET',
      url: `/api/groups/${api.SAMPLE_GROUP.groupNumber}`,
    });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('INTERNAL_ERROR');
  });

  it('never leaves the server when they are not (production)', async () => {
    const production = await api.createTestApp({ validateResponses: false });
    try {
      const res = await api.call(production.app, {
        method: 'GET',
        url: `/api/groups/${api.SAMPLE_GROUP.groupNumber}`,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(api.SAMPLE_GROUP);
    } finally {
      await production.close();
    }
  });
});
