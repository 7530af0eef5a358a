import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Services } from '../services';
import { referenceRepository } from '../repositories/reference';
import { logosRepository } from '../repositories/logos';
import { optionalMember, requireMember } from '../plugins/authenticate';
import { LOGO_PATH } from '../services/businesses';
import { toLogo } from '../services/logo-images';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, notFound } from '../errors';
import { objectBody } from './request-body';

type Id = { Params: { id: string } };

export async function businessRoutes(
  app: FastifyInstance,
  { db, services, config, clock }: { db: Db; services: Services; config: Config; clock: Clock },
) {
  const reference = referenceRepository(db);
  const logos = logosRepository(db);
  const member = { preHandler: requireMember(services.tokens) };

  app.get('/business/business-categories', async () => reference.categories());

  app.get<Id>('/business/business-entity-types/:id', async (request) => [
    await reference.entityTypes(decodeURIComponent(request.params.id)),
  ]);

  app.post(
    '/business/upload-logo',
    {
      preHandler: optionalMember(services.tokens),
      config: {
        rateLimit: { max: config.rateLimits.upload, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
      let file: Buffer | undefined;
      let uploadKey = '';
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'file' && !file)
          file = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
        else if (part.fieldname === 'tempId') uploadKey = String(part.value).slice(0, 100);
      }
      if (!file || file.length === 0) throw new ApiError(400, 'FILE_REQUIRED');
      const id = newId();
      await logos.insert({
        id,
        uploadKey,
        ownerId: request.userId ?? null,
        content: await toLogo(file),
        at: iso(clock.now()),
      });
      return { success: true, data: { url: `${LOGO_PATH}${id}` } };
    },
  );

  app.get<Id>('/business/logo/:id', async (request, reply) => {
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

  app.post('/business', member, async (request) => ({
    success: true,
    data: { businessId: await services.businesses.create(request.userId!, objectBody(request)) },
  }));

  app.get<Id>('/business/:id', member, async (request) =>
    services.businesses.get(request.userId!, request.params.id),
  );

  app.patch<Id>('/business/:id', member, async (request) => {
    await services.businesses.update(request.userId!, request.params.id, objectBody(request));
    return { success: true, data: { businessId: request.params.id } };
  });
}
