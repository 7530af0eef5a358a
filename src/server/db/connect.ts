import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

export type Db = Kysely<Database>;

export interface Connection {
  db: Db;
  dialect: 'sqlite' | 'postgres';
}

/**
 * SQLite in WAL mode by default (decision 008: no acknowledged commit lost under kill -9),
 * PostgreSQL when a URL is given. `synchronous=FULL` makes every acknowledged commit durable, not
 * just the database consistent.
 */
export function connect(options: {
  databaseUrl?: string;
  dataDir: string;
  file?: string;
  onIdleError?: (error: Error) => void;
}): Connection {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover) must not crash the process;
    // the pool simply opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(options.file ?? join(options.dataDir, 'members.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query afresh, which was the API's largest single cost on SQLite.
 * Queries repeat with different parameters, so prepared statements are kept by SQL text.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export async function migrate({ db, dialect }: Connection): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
