import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
