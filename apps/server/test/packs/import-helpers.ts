import type { Kysely } from 'kysely';
import { createDatabase } from '../../src/db/connection.ts';
import type { Database, DocumentKind } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { freshTestDatabase, type TestDatabaseTarget } from '../../src/db/test-database.ts';

export interface TestDb {
  db: Kysely<Database>;
  close: () => Promise<void>;
}

export async function openTestDb(kind: 'sqlite' | 'postgres'): Promise<TestDb> {
  const target: TestDatabaseTarget = freshTestDatabase(kind);
  const db = createDatabase(target.target);
  await migrateToLatest(db);
  return {
    db,
    close: async () => {
      await target.cleanup(db);
      await db.destroy();
    },
  };
}

/** Everything an import writes, in a stable order: two equal snapshots mean nothing changed. */
export async function snapshot(db: Kysely<Database>) {
  const tenants = await db
    .selectFrom('tenants')
    .select(['id', 'schema_name', 'name', 'default_language', 'version_hash', 'content_hash', 'updated_at'])
    .orderBy('id')
    .execute();
  const hosts = await db.selectFrom('tenant_hosts').selectAll().orderBy('host_name').execute();
  const languages = await db
    .selectFrom('tenant_languages')
    .selectAll()
    .orderBy('tenant_id')
    .orderBy('position')
    .execute();
  const ids = await db.selectFrom('content_ids').selectAll().orderBy('id').execute();
  const documents = await db
    .selectFrom('documents')
    .selectAll()
    .orderBy('tenant_id')
    .orderBy('kind')
    .orderBy('id')
    .orderBy('language')
    .execute();
  return { tenants, hosts, languages, ids, documents };
}

/** The parsed bodies of one kind in one language, in position order. */
export async function bodies<T = Record<string, unknown>>(
  db: Kysely<Database>,
  kind: DocumentKind,
  language = 'en',
): Promise<T[]> {
  const rows = await db
    .selectFrom('documents')
    .select('body')
    .where('kind', '=', kind)
    .where('language', '=', language)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => JSON.parse(r.body) as T);
}

export async function idOf(db: Kysely<Database>, kind: DocumentKind, key: string): Promise<number> {
  const row = await db
    .selectFrom('content_ids')
    .select('id')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.id;
}
