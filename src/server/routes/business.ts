import { referenceRepository } from '../repositories/reference';
import { logosRepository } from '../repositories/logos';
import { optionalMember, requireMember } from '../plugins/authenticate';
import { ApiError, notFound } from '../errors';
import { formAnswerSchema, formBodySchema } from '../validation';
import { authorization, BODY_LIMIT, line, object, uuid, type RouteApp } from './schemas';
import { answers, succeeded, text, texts } from './answers';

const byId = object({ id: uuid }, ['id']);

/** What a write answers: the business it wrote. */
const written = object(
  { success: { const: true }, data: object({ businessId: text }, ['businessId']) },
  ['success', 'data'],
);
const categories = {
  type: 'array',
  items: object(
    {
      category: { type: 'string', examples: ['Hotels & Restaurants'] },
      subCategories: texts,
    },
    ['category', 'subCategories'],
  ),
} as const;
const entityTypes = {
  type: 'array',
  items: object(
    {
      country: { type: 'string', examples: ['India'] },
      isoCode: { type: 'string', examples: ['IN'] },
      entityTypes: texts,
    },
    ['country', 'entityTypes'],
  ),
} as const;
const uploaded = object(
  {
    success: { const: true },
    data: object(
      {
        url: {
          type: 'string',
          examples: ['/api/business/logo/0193a7e2-8d1c-7b4a-9f1e-2c3d4e5f6a7b'],
        },
      },
      ['url'],
    ),
  },
  ['success', 'data'],
);
const list = {
  type: 'array',
  items: object({ businessId: text, businessName: text }, ['businessId', 'businessName']),
} as const;

export default async function businessRoutes(app: RouteApp) {
  const { services, config } = app;
  const reference = referenceRepository(app.db);
  const logos = logosRepository(app.db);
  const member = { onRequest: requireMember(services.tokens) };
  const writes = {
    ...member,
    bodyLimit: BODY_LIMIT.form,
    config: {
      rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
    },
  };
  const body = formBodySchema('business');

  app.get(
    '/business/business-categories',
    { schema: { response: answers(categories) } },
    async () => reference.categories(),
  );

  // Fastify has decoded the parameter once; decoding it again would misread a literal "%".
  app.get(
    '/business/business-entity-types/:id',
    { schema: { params: object({ id: line(100) }, ['id']), response: answers(entityTypes) } },
    async (request) => [await reference.entityTypes(request.params.id)],
  );

  app.post(
    '/business/upload-logo',
    {
      onRequest: optionalMember(services.tokens),
      config: {
        rateLimit: { max: config.rateLimits.upload, timeWindow: config.rateLimits.windowMs },
      },
      schema: { headers: authorization, response: answers(uploaded, 400, 413, 415, 429, 503) },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const data = await services.uploads.upload(request.parts(), request.userId, request.ip);
      return { ...succeeded, data };
    },
  );

  const logo = {
    200: {
      description: 'The logo, as WebP.',
      content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
    },
  } as const;
  app.get(
    '/business/logo/:id',
    { schema: { params: byId, response: logo } },
    async (request, reply) => {
      const content = await logos.content(request.params.id);
      if (!content) throw notFound();
      return (
        reply
          .header('content-type', 'image/webp')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Bytes are sent as they are: the schema only describes them.
          .send(content as unknown as string)
      );
    },
  );

  app.get(
    '/business/',
    { ...member, schema: { headers: authorization, response: answers(list, 401) } },
    async (request) => services.businesses.list(request.userId!),
  );

  app.post(
    '/business',
    { ...writes, schema: { headers: authorization, body, response: answers(written, 401, 409) } },
    async (request) => ({
      ...succeeded,
      data: { businessId: await services.businesses.create(request.userId!, request.body) },
    }),
  );

  app.get(
    '/business/:id',
    {
      ...member,
      schema: {
        headers: authorization,
        params: byId,
        response: answers(formAnswerSchema('business', { businessId: text }), 401),
      },
    },
    async (request) => services.businesses.get(request.userId!, request.params.id),
  );

  app.delete(
    '/business/:id',
    {
      ...writes,
      schema: { headers: authorization, params: byId, response: answers(written, 401) },
    },
    async (request) => {
      await services.businesses.remove(request.userId!, request.params.id);
      return { ...succeeded, data: { businessId: request.params.id } };
    },
  );

  /** Undo of a delete, offered for a few seconds after it. */
  app.post(
    '/business/:id/restore',
    {
      ...writes,
      bodyLimit: BODY_LIMIT.small,
      schema: { headers: authorization, params: byId, response: answers(written, 401, 409) },
    },
    async (request) => {
      await services.businesses.restore(request.userId!, request.params.id);
      return { ...succeeded, data: { businessId: request.params.id } };
    },
  );

  app.patch(
    '/business/:id',
    {
      ...writes,
      schema: { headers: authorization, params: byId, body, response: answers(written, 400, 401) },
    },
    async (request) => {
      await services.businesses.update(request.userId!, request.params.id, request.body);
      return { ...succeeded, data: { businessId: request.params.id } };
    },
  );
}
