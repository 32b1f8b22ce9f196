import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseTarget } from './connection.ts';
import type { Database } from './database.ts';

/**
 * Fresh, isolated database targets for tests. SQLite always; PostgreSQL when
 * TEST_DATABASE_URL is set, each test database in its own schema so runs never
 * see each other's rows.
 */
export interface TestDatabaseTarget {
  name: 'sqlite' | 'postgres';
  target: DatabaseTarget;
  /** Drops what the target created (the schema on PostgreSQL, the file on SQLite). */
  cleanup: (db?: Kysely<Database>) => Promise<void>;
}

export function testDatabaseKinds(): ('sqlite' | 'postgres')[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export function freshTestDatabase(kind: 'sqlite' | 'postgres'): TestDatabaseTarget {
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      name: 'postgres',
      target: { kind: 'postgres', url: url.toString(), createSchema: schema },
      cleanup: async (db) => {
        if (db) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-test-'));
  return {
    name: 'sqlite',
    target: { kind: 'sqlite', file: path.join(dir, 'meridian.sqlite') },
    cleanup: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
