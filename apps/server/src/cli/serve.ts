import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { listTenants } from '../tenancy/tenants.repository.ts';
import { BAD_CONFIG_EXIT, explainStorageFailure, loadCliConfig } from './cli-startup.ts';
import { loadDemoContentTool } from './demo-content-tool.ts';

export interface ServeOptions {
  /**
   * Runs after the database is migrated and before the server listens: the
   * place where demo content is generated and imported on first start.
   */
  prepareContent?: (app: FastifyInstance) => Promise<void>;
}

/** The address each tenant is served at: the default tenant on the bare app host, the others as subdomains. */
export async function tenantUrls(app: FastifyInstance, port: number): Promise<string[]> {
  const { appHost, defaultTenant } = app.config;
  const portSuffix = port === 80 ? '' : `:${port}`;
  const tenants = await listTenants(app.db);
  return tenants.map((tenant) =>
    tenant.schema_name === defaultTenant
      ? `http://${appHost}${portSuffix}/ (${tenant.name})`
      : `http://${tenant.schema_name}.${appHost}${portSuffix}/ (${tenant.name})`,
  );
}

/** config → migrate (inside buildApp) → prepare content → listen → print each tenant's URL; closes cleanly on SIGINT/SIGTERM. */
export async function serve(config: AppConfig, options: ServeOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(config);
  let closing = false;
  const shutDown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close stops accepting connections, waits for in-flight requests, then runs onClose (the database last).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);

  if (options.prepareContent) await options.prepareContent(app);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const urls = await tenantUrls(app, port);
  if (urls.length === 0) {
    console.log(`Meridian is listening on http://${config.appHost}:${port}/ but has no tenants yet: import a pack.`);
  } else {
    console.log(`Meridian is serving:\n${urls.map((url) => `  ${url}`).join('\n')}`);
  }
  return app;
}

/** `meridian serve` */
export async function run(_args: string[]): Promise<number> {
  let config: AppConfig | undefined;
  try {
    config = loadCliConfig();
  } catch (error) {
    // DATA_DIR cannot hold the generated secret (e.g. it lies below a regular file).
    return explainStorageFailure(error, path.resolve(process.env.DATA_DIR || './data'));
  }
  if (!config) return BAD_CONFIG_EXIT;
  try {
    await startServing(config);
  } catch (error) {
    const file = config.database.kind === 'sqlite' ? config.database.file : 'the database';
    return explainStorageFailure(error, config.dataDir, file);
  }
  // Keep running: the signal handlers end the process.
  return new Promise<number>(() => undefined);
}

async function startServing(config: AppConfig): Promise<void> {
  // First start generates the demo media (cached in DATA_DIR) and imports the demo packs; later starts skip both.
  // DEMO_CONTENT=false: a server for one's own packs only (and tests and benchmarks that bring their content).
  await serve(
    config,
    config.demoContent === false
      ? {}
      : {
          prepareContent: async (app) => {
            const prepareDemoContent = await loadDemoContentTool();
            await prepareDemoContent(app.db, { dataDir: config.dataDir, mediaDir: config.mediaDir, log: console.log });
            app.invalidateTenantCache();
          },
        },
  );
}
