import { answers, text } from './answers';
import { actorOf } from './studio-actor';
import { authorization, object, uuid, type RouteApp } from './schemas';

const heavyViewers = object(
  {
    days: { type: 'integer', minimum: 1, description: 'The days looked back over (30).' },
    median: {
      type: 'number',
      minimum: 0,
      description: 'Listings opened in those days by the median member who opened any.',
    },
    members: {
      type: 'array',
      description:
        'Members who opened at least 4 times the median and at least 150 listings (a day’s cap) in those days, most first (at most 100).',
      items: object(
        {
          userId: uuid,
          name: text,
          groupNumber: text,
          views: { type: 'integer', minimum: 0 },
          ratio: { type: 'number', minimum: 0, description: 'views ÷ median, to one decimal.' },
        },
        ['userId', 'name', 'groupNumber', 'views', 'ratio'],
      ),
    },
  },
  ['days', 'median', 'members'],
);

/**
 * The Studio's look at who opens far more directory listings than other members (harvesting). The
 * Members area's (STUDIO_ACCESS); each member it names is audited as a look at that member.
 */
export default async function studioDirectoryRoutes(app: RouteApp) {
  const { services, config } = app;
  app.get(
    '/studio/directory/heavy-viewers',
    {
      config: {
        rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
      },
      schema: { headers: authorization, response: answers(heavyViewers) },
    },
    async (request) => {
      const answer = await services.directorySearch.heavyViewers();
      const actor = actorOf(request);
      for (const m of answer.members)
        await services.audit.record(actor, 'member-viewed', m.userId, {
          seen: 'directory-views',
          views: m.views,
        });
      return answer;
    },
  );
}
