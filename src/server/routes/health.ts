import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/health', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' };
  });
}
