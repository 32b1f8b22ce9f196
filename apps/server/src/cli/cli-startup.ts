import path from 'node:path';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { createDatabase } from '../db/connection.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { describeStartupProblem, storageProblem } from '../db/storage-errors.ts';

/** The exit code of every command started with a bad configuration. */
export const BAD_CONFIG_EXIT = 2;

/**
 * The configuration of a command, or undefined after printing what is wrong with it
 * (each bad value named; the caller exits with BAD_CONFIG_EXIT).
 */
export function loadCliConfig(env: NodeJS.ProcessEnv = process.env): AppConfig | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
}

/** The exit code of a command that cannot use its storage (DATA_DIR, the database file). */
export const STORAGE_FAILURE_EXIT = 1;

/**
 * A storage problem at start becomes one clear line (what, which path, what to do) and
 * STORAGE_FAILURE_EXIT; anything else is a bug and is rethrown with its stack.
 */
export function explainStorageFailure(
  error: unknown,
  dataDir: string,
  databaseFile = path.join(dataDir, 'meridian.sqlite'),
): number {
  const problem = storageProblem(error);
  if (problem === null) throw error;
  console.error(`meridian: cannot start: ${describeStartupProblem(problem, databaseFile, dataDir)}`);
  return STORAGE_FAILURE_EXIT;
}

/**
 * Opens the configured database, brings it to the latest migration, runs `work` and closes the
 * database whatever happens: the start-up of every command that works on the database directly.
 */
export async function withMigratedDatabase<T>(
  config: AppConfig,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
