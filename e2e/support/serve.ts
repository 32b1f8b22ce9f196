// Starts the real Meridian server (the `serve` of `meridian serve`) for the end-to-end tests, on the
// port and fresh DATA_DIR chosen by global-setup.ts, with the demo tenant packs of content/demo
// imported (their media generated into DATA_DIR). Which tenants were imported is printed as one
// JSON line for global-setup.
// The server's Fastify type augmentations (app.db, app.config), outside the server project here.
import type {} from '../../apps/server/src/types/fastify.d.ts';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '../../apps/server/src/cli/serve.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { importPack } from '../../apps/server/src/content/import-pack.ts';
import { ensureDemoMedia } from '../../apps/server/src/demo/ensure-demo-media.ts';

const root = path.resolve(import.meta.dirname, '../..');
const demoDir = path.join(root, 'content/demo');
const demoPacks = fs.existsSync(demoDir)
  ? fs
      .readdirSync(demoDir)
      .map((name) => path.join(demoDir, name))
      .filter((dir) => fs.existsSync(path.join(dir, 'pack.yaml')))
  : [];

// The bare app host serves the first tenant (northfield in the demo).
process.env.DEFAULT_TENANT ??= 'northfield';
const config = loadConfig();

async function importDemoPacks(app: FastifyInstance): Promise<string[]> {
  // Demo media is generated into the (fresh) DATA_DIR; small panoramas keep the start fast.
  const { mediaRoot } = await ensureDemoMedia({
    dataDir: config.dataDir,
    panoramaWidth: Number(process.env.MERIDIAN_DEMO_PANORAMA_WIDTH) || 1024,
  });
  const imported: string[] = [];
  for (const pack of demoPacks) {
    imported.push((await importPack(app.db, pack, { mediaDir: config.mediaDir, mediaRoots: [mediaRoot] })).schemaName);
  }
  return imported;
}

await serve(config, {
  prepareContent: async (app) => {
    if (demoPacks.length === 0) throw new Error(`no demo packs under ${demoDir}`);
    const imported = await importDemoPacks(app);
    console.log(`E2E_TENANTS ${JSON.stringify(imported)}`);
  },
});
