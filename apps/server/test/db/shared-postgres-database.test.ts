import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/connection.ts';
import type { Database } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { freshTestDatabase, testDatabaseKinds } from '../../src/db/test-database.ts';

// One PostgreSQL database shared by many schemas: parallel test workers, or the tenants of a cluster.
const onPostgres = testDatabaseKinds().includes('postgres');

async function migratedSchema(): Promise<{ db: Kysely<Database>; drop: () => Promise<void> }> {
  const target = freshTestDatabase('postgres');
  const db = createDatabase(target.target);
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await target.cleanup(db);
      await db.destroy();
    },
  };
}

describe.runIf(onPostgres)('a PostgreSQL database shared by several schemas', () => {
  let neighbour: Awaited<ReturnType<typeof migratedSchema>>;
  beforeAll(async () => {
    neighbour = await migratedSchema();
  });
  afterAll(async () => {
    await neighbour.drop();
  });

  it("describes only the connection's own schema, not its neighbours' tables", async () => {
    const own = await migratedSchema();
    try {
      const tables = await own.db.introspection.getTables();
      const schemas = new Set(tables.map((table) => table.schema));
      const [current] = (await sql<{ name: string }>`select current_schema() as name`.execute(own.db)).rows;
      expect([...schemas]).toEqual([current?.name]);
      expect(tables.map((table) => table.name)).toContain('tenants');
      expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
    } finally {
      await own.drop();
    }
  });

  it('migrates while other schemas of the same database are being created and dropped', async () => {
    // Kysely's own introspector read every schema and then looked each up by name: a schema
    // dropped in between failed the migration with `schema "…" does not exist`.
    const churner = createDatabase(freshTestDatabase('postgres').target);
    const stop = new AbortController();
    const churn = (async () => {
      while (!stop.signal.aborted) {
        const name = `churn_${crypto.randomBytes(6).toString('hex')}`;
        await sql`create schema ${sql.id(name)}`.execute(churner);
        await sql`create table ${sql.id(name, 'a')} (id serial primary key, b text, c int)`.execute(churner);
        await sql`drop schema ${sql.id(name)} cascade`.execute(churner);
      }
    })();
    try {
      for (let round = 0; round < 8; round += 1) {
        const migrations = await Promise.all([migratedSchema(), migratedSchema()]);
        await Promise.all(migrations.map((m) => m.drop()));
      }
    } finally {
      stop.abort();
      await churn;
      await churner.destroy();
    }
  });
});
