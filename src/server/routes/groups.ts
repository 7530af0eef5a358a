import { groupsRepository } from '../repositories/groups';
import { ApiError } from '../errors';
import { foldDigits } from '../../shared/digits';
import { line, object, type RouteApp } from './schemas';
import { answers, texts } from './answers';

const groupAnswer = object(
  {
    groupNumber: { type: 'string', examples: ['101'] },
    groupName: { type: 'string', examples: ['Sample Pune Central'] },
    region: { type: 'string', examples: ['West'] },
  },
  ['groupNumber', 'groupName', 'region'],
);
const groupList = { type: 'array', items: groupAnswer } as const;

const querystring = object({ name: line(100), region: line(120) });

export default async function groupRoutes(app: RouteApp) {
  const repository = groupsRepository(app.db);
  const limited = {
    config: {
      rateLimit: { max: app.config.rateLimits.writes, timeWindow: app.config.rateLimits.windowMs },
    },
  };

  app.get('/groups/regions', { schema: { response: answers(texts) } }, async () =>
    repository.regions(),
  );

  const search = { querystring, response: answers(groupList) };
  app.get('/groups/search', { ...limited, schema: search }, async (request) => {
    const name = request.query.name?.trim();
    return name ? repository.search(name) : [];
  });

  app.get('/groups/by-region', { ...limited, schema: search }, async (request) => {
    const region = request.query.region?.trim();
    if (!region) return [];
    return repository.search(request.query.name?.trim() ?? '', region);
  });

  app.get(
    '/groups/:groupNumber',
    {
      schema: {
        params: object({ groupNumber: line(100) }, ['groupNumber']),
        response: answers(groupAnswer, 404),
      },
    },
    async (request) => {
      // A group number typed in the keyboard's script ("१०१") names the same group.
      const group = await repository.byNumber(foldDigits(request.params.groupNumber));
      if (!group) throw new ApiError(404, 'GROUP_NOT_FOUND');
      return group;
    },
  );
}
