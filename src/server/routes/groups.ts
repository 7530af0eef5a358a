import { groupsRepository } from '../repositories/groups';
import { ApiError } from '../errors';
import { foldDigits } from '../../shared/digits';
import { line, object, type RouteApp } from './schemas';

const querystring = object({ name: line(100), region: line(120) });

export default async function groupRoutes(app: RouteApp) {
  const groups = groupsRepository(app.db);
  const limited = {
    config: {
      rateLimit: { max: app.config.rateLimits.writes, timeWindow: app.config.rateLimits.windowMs },
    },
  };

  app.get('/groups/regions', async () => groups.regions());

  app.get('/groups/search', { ...limited, schema: { querystring } }, async (request) => {
    const name = request.query.name?.trim();
    return name ? groups.search(name) : [];
  });

  app.get('/groups/by-region', { ...limited, schema: { querystring } }, async (request) => {
    const region = request.query.region?.trim();
    if (!region) return [];
    return groups.search(request.query.name?.trim() ?? '', region);
  });

  app.get(
    '/groups/:groupNumber',
    { schema: { params: object({ groupNumber: line(100) }, ['groupNumber']) } },
    async (request) => {
      // A group number typed in the keyboard's script ("१०१") names the same group.
      const group = await groups.byNumber(foldDigits(request.params.groupNumber));
      if (!group) throw new ApiError(404, 'GROUP_NOT_FOUND');
      return group;
    },
  );
}
