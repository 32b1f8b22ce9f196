import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-21-001-initial.ts';
import * as tenantEmbedders from './migrations/2026-11-22-001-tenant-embedders.ts';
import * as tenantMapOrigins from './migrations/2026-11-23-001-tenant-map-origins.ts';
import * as analyticsInsights from './migrations/2026-11-26-001-analytics-insights.ts';
import * as insightsRollups from './migrations/2026-11-27-001-insights-rollups.ts';
import * as tenantVideoProviders from './migrations/2026-11-28-001-tenant-video-providers.ts';

/** Migrations listed in code (not read from disk) so they run the same under tsx, tests and bundles. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-22-001-tenant-embedders': tenantEmbedders,
  '2026-11-23-001-tenant-map-origins': tenantMapOrigins,
  '2026-11-26-001-analytics-insights': analyticsInsights,
  '2026-11-27-001-insights-rollups': insightsRollups,
  '2026-11-28-001-tenant-video-providers': tenantVideoProviders,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

async function migratorFor<DB>(db: Kysely<DB>): Promise<Migrator> {
  // Kysely looks for its migration tables in every schema of a PostgreSQL database: name the
  // current one, or a database shared by several schemas (tests, tenants of a cluster) finds
  // another schema's tables and skips creating its own.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** Names of the migrations this code knows that the database has not applied (empty: up to date). */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const known = await (await migratorFor(db)).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
