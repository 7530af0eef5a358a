import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';

/**
 * What a snapshot holds, read inside it: each table's row count and the last migration applied.
 * The manifest records them; a restore checks the database it loaded against them.
 */
export interface DatabaseFacts {
  /** The name of the last migration applied (kysely_migration). */
  schema: string | null;
  tables: Record<string, number>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function sqliteFacts(db: SqliteDatabase.Database): DatabaseFacts {
  const names = db
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
    )
    .pluck()
    .all() as string[];
  const tables = Object.fromEntries(
    names.map((name) => [
      name,
      Number(
        db
          .prepare(`select count(*) from ${quoted(name)}`)
          .pluck()
          .get(),
      ),
    ]),
  );
  const schema = names.includes('kysely_migration')
    ? ((db.prepare(`select name from kysely_migration order by name desc limit 1`).pluck().get() as
        string | undefined) ?? null)
    : null;
  return { schema, tables };
}

export async function postgresFacts(client: pg.Client): Promise<DatabaseFacts> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables: Record<string, number> = {};
  for (const { name } of rows) {
    const count = await client.query<{ n: string }>(`select count(*) as n from ${quoted(name)}`);
    tables[name] = Number(count.rows[0]!.n);
  }
  const schema = rows.some((r) => r.name === 'kysely_migration')
    ? ((
        await client.query<{ name: string }>(
          `select name from kysely_migration order by name desc limit 1`,
        )
      ).rows[0]?.name ?? null)
    : null;
  return { schema, tables };
}

/** Relations in the database's own schemas: none means it is empty and may be restored into. */
export async function postgresRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and n.nspname not like 'pg_temp%' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return Number(rows[0]!.n);
}

/**
 * Back to empty after a restore that loaded but failed later (the target was empty before it):
 * every table, sequence and function the dump made in the public schema. Extensions stay.
 */
export async function emptyPostgres(client: pg.Client): Promise<void> {
  await client.query(`do $$ declare r record; begin
    for r in select tablename from pg_tables where schemaname = 'public' loop
      execute format('drop table if exists public.%I cascade', r.tablename);
    end loop;
    for r in select sequence_name from information_schema.sequences where sequence_schema = 'public' loop
      execute format('drop sequence if exists public.%I cascade', r.sequence_name);
    end loop;
    for r in select p.oid::regprocedure as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (
        select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
      execute 'drop function if exists ' || r.f || ' cascade';
    end loop;
  end $$`);
}
