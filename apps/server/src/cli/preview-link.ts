import { parseArgs } from 'node:util';
import { createDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { buildPreviewLink, PreviewLinkError } from '../modules/preview/preview-link.service.ts';

const usage =
  'Usage: meridian preview-link --tenant <schema_name> --type <content_type> --slug <slug> [--hours N]\n' +
  'content_type: tour.tourpage, place.locationpage, place.gallerypage, place.matterportembedpage, ' +
  'tour.tourgrouppage, place.placepage, ctas.cta (slug = id for CTAs)';

/** `meridian preview-link`: prints a URL that shows one unpublished page (and, for a tour, its scenes). */
export async function run(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        tenant: { type: 'string' },
        type: { type: 'string' },
        slug: { type: 'string' },
        hours: { type: 'string', default: '24' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const hours = Number(values.hours);
  if (!values.tenant || !values.type || !values.slug || !Number.isFinite(hours) || hours <= 0 || hours > 24 * 90) {
    console.error(`--tenant, --type and --slug are required; --hours must be between 0 and 2160.\n${usage}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const url = await buildPreviewLink(db, config, {
      tenant: values.tenant,
      contentType: values.type,
      slug: values.slug,
      expiresAt: new Date(Date.now() + hours * 3_600_000),
    });
    console.log(url);
    return 0;
  } catch (error) {
    if (error instanceof PreviewLinkError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
