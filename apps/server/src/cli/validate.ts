import { parsePackCliArgs } from '../packs/pack-cli-args.ts';
import { formatPackErrors, validatePack } from '../packs/validate-pack.ts';

const USAGE = 'Usage: meridian validate <pack dir> [--media-root DIR]...';

/** `meridian validate <dir>`: prints every error as `file:line path: message`; exit 1 when there are any. */
export async function run(args: string[]): Promise<number> {
  const parsed = parsePackCliArgs(args, false);
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n${USAGE}`);
    return 2;
  }
  const { pack, errors } = await validatePack(parsed.packDir, {
    mediaRoots: parsed.mediaRoots,
    limits: parsed.limits,
  });
  if (!pack) {
    console.error(formatPackErrors(errors));
    console.error(`${errors.length} error(s) in ${parsed.packDir}`);
    return 1;
  }
  console.log(
    `${parsed.packDir}: valid pack "${pack.tenant.schema_name}" (${pack.tenant.languages.length} languages, ` +
      `${pack.scenes.length} scenes, ${pack.tours.length} tours, ${pack.ctas.length} CTAs, ${pack.places.length} places)`,
  );
  return 0;
}
