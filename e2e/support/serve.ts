// Starts the real Meridian server (the `serve` of `meridian serve`) for the end-to-end tests, on the
// port and fresh DATA_DIR chosen by global-setup.ts, with the demo tenant packs of content/demo
// imported through the same first-start path as `npm start` (their media generated into DATA_DIR,
// at a small panorama width to keep the start fast). Which tenants were imported is printed as one
// JSON line for global-setup.
// The server's Fastify type augmentations (app.db, app.config), outside the server project here.
import type {} from '../../apps/server/src/types/fastify.d.ts';
import { serve } from '../../apps/server/src/cli/serve.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { demoPackDirs, prepareDemoContent } from '../../tools/demo-content/src/prepare-demo-content.ts';

// The bare app host serves the first tenant (northfield in the demo).
process.env.DEFAULT_TENANT ??= 'northfield';
const config = loadConfig();

await serve(config, {
  prepareContent: async (app) => {
    if (demoPackDirs().length === 0) throw new Error('no demo packs under content/demo');
    const imported = await prepareDemoContent(app.db, {
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      panoramaWidth: Number(process.env.MERIDIAN_DEMO_PANORAMA_WIDTH) || 1024,
    });
    app.invalidateTenantCache();
    console.log(`E2E_TENANTS ${JSON.stringify(imported)}`);
  },
});
