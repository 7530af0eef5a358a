import { object, type RouteApp } from './schemas';
import { answers } from './answers';
import { sql } from 'kysely';

export default async function healthRoutes(app: RouteApp) {
  const healthy = object({ status: { const: 'ok' } }, ['status']);
  app.get('/health', { schema: { response: answers(healthy) } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const };
  });
}
