import { buildPreviewLink, PreviewLinkError } from '../modules/preview/preview-link.service.ts';
import { runLinkCommand } from './link-command.ts';

const usage =
  'Usage: meridian preview-link --tenant <schema_name> --type <content_type> --slug <slug> [--hours N]\n' +
  'content_type: tour.tourpage, place.locationpage, place.gallerypage, place.matterportembedpage, ' +
  'tour.tourgrouppage, place.placepage, ctas.cta (slug = id for CTAs)';

/** `meridian preview-link`: prints a URL that shows one unpublished page (and, for a tour, its scenes). */
export function run(args: string[]): Promise<number> {
  return runLinkCommand(args, {
    usage,
    options: {
      tenant: { type: 'string' },
      type: { type: 'string' },
      slug: { type: 'string' },
      hours: { type: 'string', default: '24' },
    },
    read: ({ tenant, type, slug, hours }) => {
      const count = Number(hours);
      if (!tenant || !type || !slug || !Number.isFinite(count) || count <= 0 || count > 24 * 90)
        return '--tenant, --type and --slug are required; --hours must be between 0 and 2160.';
      return { tenant, contentType: type, slug, expiresAt: new Date(Date.now() + count * 3_600_000) };
    },
    build: buildPreviewLink,
    userError: PreviewLinkError,
  });
}
