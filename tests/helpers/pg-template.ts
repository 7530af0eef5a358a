import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, migrate } from '../../src/server/db/connect';
import { seedReferenceData } from '../../src/server/db/seed';

/** A superuser connection on the local socket; .ci/run creates the role. */
export const PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? 'postgresql://root@/postgres?host=/var/run/postgresql';

/** The URL of another database on the same server, as the admin connection reaches it. */
export const databaseUrlOf = (name: string) => PG_ADMIN_URL.replace('/postgres?', `/${name}?`);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every PostgreSQL test database is copied from (see below). */
    pgTemplate: string;
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The api-postgres project's global setup. Each test app still gets a database of its own, but as a
 * copy of one this run migrated and seeded once, instead of an empty one it migrates itself: the
 * migrations' hundreds of statements, each a round trip and most a commit, cost 0.2–0.6 s an app.
 * The app still runs `migrate` and the seeding at start, as in production; they find nothing to
 * do, as after a restart. The migrations themselves run here, on an empty database, once per run
 * (a failing one fails the project), and tests/api/phones.test.ts runs them again from the first.
 */
export default async function setup(project: TestProject) {
  const template = `test_template_${process.pid}`;
  await admin(`drop database if exists ${template}`);
  await admin(`create database ${template}`);
  const connection = connect({ databaseUrl: databaseUrlOf(template), dataDir: '' });
  try {
    await migrate(connection);
    await seedReferenceData(connection.db);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await connection.db.destroy();
  }
  project.provide('pgTemplate', template);
  return async () => {
    await admin(`drop database if exists ${template} with (force)`);
  };
}
