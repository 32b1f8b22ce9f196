// `npm start`'s first step (scripts/start.mjs): generates the demo media into DATA_DIR (cached,
// so later starts skip it) and imports the demo packs of content/demo into the configured
// database, before the server starts. The server itself never imports this workspace.
import { BAD_CONFIG_EXIT, loadCliConfig, withMigratedDatabase } from '@meridian/server/src/cli/cli-startup.ts';
import { PackValidationError, formatPackErrors } from '@meridian/server/src/packs/pack-errors.ts';
import { prepareDemoContent } from './prepare-demo-content.ts';

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (!config) return BAD_CONFIG_EXIT;
  // DEMO_CONTENT=false: a server for one's own packs only.
  if (config.demoContent === false) return 0;
  try {
    // MERIDIAN_DEMO_MEDIA_STORE (opt-in): fresh DATA_DIRs on this machine share the generated media.
    const mediaStore = process.env.MERIDIAN_DEMO_MEDIA_STORE;
    await withMigratedDatabase(config, (db) =>
      prepareDemoContent(db, {
        dataDir: config.dataDir,
        mediaDir: config.mediaDir,
        log: console.log,
        ...(mediaStore ? { mediaStore } : {}),
      }),
    );
    return 0;
  } catch (error) {
    if (error instanceof PackValidationError) console.error(formatPackErrors(error.errors));
    console.error(`The demo content was not prepared: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
