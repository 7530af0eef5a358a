import type { RouteApp } from './schemas';
import { sql } from 'kysely';

export default async function healthRoutes(app: RouteApp) {
  app.get('/health', async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
