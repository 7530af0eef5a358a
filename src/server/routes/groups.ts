import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { groupsRepository } from '../repositories/groups';
import { ApiError } from '../errors';

type Query = { Querystring: { name?: string; region?: string } };
const MAX_QUERY = 100;
const clean = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, MAX_QUERY) : '';

export async function groupRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const groups = groupsRepository(db);

  app.get('/groups/regions', async () => groups.regions());

  app.get<Query>('/groups/search', async (request) => {
    const name = clean(request.query.name);
    return name ? groups.search(name) : [];
  });

  app.get<Query>('/groups/by-region', async (request) => {
    const region = clean(request.query.region);
    if (!region) return [];
    return groups.search(clean(request.query.name), region);
  });

  app.get<{ Params: { groupNumber: string } }>('/groups/:groupNumber', async (request) => {
    const group = await groups.byNumber(request.params.groupNumber.slice(0, MAX_QUERY));
    if (!group) throw new ApiError(404, 'GROUP_NOT_FOUND');
    return group;
  });
}
