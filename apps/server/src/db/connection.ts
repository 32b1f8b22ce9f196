import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import type { Database } from './database.ts';

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  /** `createSchema`: created on first connect (tests isolate each database in its own schema). */
  | { kind: 'postgres'; url: string; createSchema?: string };

/** SQLite (WAL) under DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function createDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.kind === 'postgres') {
    // A connection attempt gives up after 5 s, so a request (or /readyz) fails rather than hangs while
    // the database is unreachable.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the database dropped (restart, failover, network): the pool discards it and
    // opens a new one for the next query. Without a listener the 'error' event would end the process.
    pool.on('error', () => undefined);
    const schema = target.createSchema;
    return new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({
        pool,
        onCreateConnection: schema
          ? async (connection) => {
              await connection.executeQuery(CompiledQuery.raw(`create schema if not exists "${schema}"`));
            }
          : undefined,
      }),
    });
  }
  if (target.file !== ':memory:') {
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    // SQLite would open a file it cannot write read-only and fail on the first write; say so at start
    // instead (EACCES or EPERM, see storage-errors.ts). WAL needs to write beside the file too.
    fs.accessSync(path.dirname(target.file), fs.constants.W_OK);
    if (fs.existsSync(target.file)) fs.accessSync(target.file, fs.constants.W_OK);
  }
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit (a submission answered 200) is on disk before it returns, even through a
  // power cut; NORMAL in WAL mode may lose the last commits. Cost: bench/durable-writes.ts.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
