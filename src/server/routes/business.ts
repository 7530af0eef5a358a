import { referenceRepository } from '../repositories/reference';
import { logosRepository } from '../repositories/logos';
import { optionalMember, requireMember } from '../plugins/authenticate';
import { ApiError, notFound } from '../errors';
import { formBodySchema } from '../validation';
import { authorization, BODY_LIMIT, line, object, uuid, type RouteApp } from './schemas';

const byId = object({ id: uuid }, ['id']);

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

  app.get('/business/business-categories', async () => reference.categories());

  // Fastify has decoded the parameter once; decoding it again would misread a literal "%".
  app.get(
    '/business/business-entity-types/:id',
    { schema: { params: object({ id: line(100) }, ['id']) } },
    async (request) => [await reference.entityTypes(request.params.id)],
  );

  app.post(
    '/business/upload-logo',
    {
      onRequest: optionalMember(services.tokens),
      config: {
        rateLimit: { max: config.rateLimits.upload, timeWindow: config.rateLimits.windowMs },
      },
      schema: { headers: authorization },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const data = await services.uploads.upload(request.parts(), request.userId, request.ip);
      return { success: true, data };
    },
  );

  app.get('/business/logo/:id', { schema: { params: byId } }, async (request, reply) => {
    const content = await logos.content(request.params.id);
    if (!content) throw notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(content);
  });

  // A response schema lets Fastify serialize the list with a compiled stringifier.
  const listSchema = {
    headers: authorization,
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: { businessId: { type: 'string' }, businessName: { type: 'string' } },
          required: ['businessId', 'businessName'],
        },
      },
    },
  };
  app.get('/business/', { ...member, schema: listSchema }, async (request) =>
    services.businesses.list(request.userId!),
  );

  app.post(
    '/business',
    { ...writes, schema: { headers: authorization, body } },
    async (request) => ({
      success: true,
      data: { businessId: await services.businesses.create(request.userId!, request.body) },
    }),
  );

  app.get(
    '/business/:id',
    { ...member, schema: { headers: authorization, params: byId } },
    async (request) => services.businesses.get(request.userId!, request.params.id),
  );

  app.delete(
    '/business/:id',
    { ...writes, schema: { headers: authorization, params: byId } },
    async (request) => {
      await services.businesses.remove(request.userId!, request.params.id);
      return { success: true, data: { businessId: request.params.id } };
    },
  );

  /** Undo of a delete, offered for a few seconds after it. */
  app.post(
    '/business/:id/restore',
    { ...writes, bodyLimit: BODY_LIMIT.small, schema: { headers: authorization, params: byId } },
    async (request) => {
      await services.businesses.restore(request.userId!, request.params.id);
      return { success: true, data: { businessId: request.params.id } };
    },
  );

  app.patch(
    '/business/:id',
    { ...writes, schema: { headers: authorization, params: byId, body } },
    async (request) => {
      await services.businesses.update(request.userId!, request.params.id, request.body);
      return { success: true, data: { businessId: request.params.id } };
    },
  );
}
