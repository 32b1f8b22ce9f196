import { importPack } from '../packs/import-pack.ts';
import { PackValidationError, formatPackErrors } from '../packs/pack-errors.ts';
import { parsePackCliArgs } from '../packs/pack-cli-args.ts';
import { BAD_CONFIG_EXIT, loadCliConfig, withMigratedDatabase } from './cli-startup.ts';

const USAGE = 'Usage: meridian import <pack dir> [--data-dir DIR] [--media-root DIR]...';

/** `meridian import <dir>`: validates, renders media into DATA_DIR/media and writes the tenant in one transaction. */
export async function run(args: string[]): Promise<number> {
  const parsed = parsePackCliArgs(args, true);
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n${USAGE}`);
    return 2;
  }
  const config = loadCliConfig(
    parsed.dataDir === undefined ? process.env : { ...process.env, DATA_DIR: parsed.dataDir },
  );
  if (!config) return BAD_CONFIG_EXIT;
  try {
    const result = await withMigratedDatabase(config, (db) =>
      importPack(db, parsed.packDir, {
        mediaDir: config.mediaDir,
        mediaRoots: parsed.mediaRoots,
        limits: parsed.limits,
        log: (message) => console.log(message),
      }),
    );
    console.log(
      result.changed
        ? `Imported ${result.schemaName}: version ${result.versionHash}`
        : `${result.schemaName} is up to date: version ${result.versionHash}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof PackValidationError) {
      console.error(formatPackErrors(error.errors));
      console.error(`${error.errors.length} error(s): nothing was imported`);
    } else {
      console.error(`Import failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  }
}
