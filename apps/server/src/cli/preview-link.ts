import { parseArgs } from 'node:util';
import { buildPreviewLink, PreviewLinkError } from '../modules/preview/preview-link.service.ts';
import { BAD_CONFIG_EXIT, loadCliConfig, withMigratedDatabase } from './cli-startup.ts';

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
  const config = loadCliConfig();
  if (!config) return BAD_CONFIG_EXIT;
  const request = {
    tenant: values.tenant,
    contentType: values.type,
    slug: values.slug,
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  };
  try {
    console.log(await withMigratedDatabase(config, (db) => buildPreviewLink(db, config, request)));
    return 0;
  } catch (error) {
    if (error instanceof PreviewLinkError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
