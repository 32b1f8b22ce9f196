import fs from 'node:fs/promises';
import path from 'node:path';
import { scene as sceneSchema, tour as tourSchema, type Scene, type Tour } from '@meridian/contracts';
import { RESERVED_SEGMENTS } from '@meridian/contracts/paths';
import { isBannerRequest } from '../../http/banner-query.ts';
import { previewUrlOf } from '../../packs/panorama-preview.ts';
import type { HeadTag, PageHeadContext } from '../../plugins/page-head.ts';
import { resolveContentLanguage } from '../../tenancy/content-language.ts';
import { DocumentReader } from '../../documents/document-reader.ts';
import { sceneFirstPaintHtml } from './scene-first-paint-html.ts';

type Target = { scene: string; tour: null } | { scene: string | null; tour: string };

/** Which scene (or tour) a path shows first: the web app's route shapes (app/first-view/first-view-target.ts). */
function targetOf(segments: readonly string[], schemaName: string): Target | null {
  const [site, second, third, ...rest] = segments;
  if (site !== schemaName || second === undefined || rest.length > 1) return null;
  if (second === 'scene') return third === undefined ? null : { scene: third, tour: null };
  if ((RESERVED_SEGMENTS as readonly string[]).includes(second)) return null;
  return rest.length > 0 ? null : { scene: third ?? null, tour: second };
}

/** Media URLs are `/media/{schema}/{file}` over DATA_DIR/media; anything else is no file of ours. */
async function previewDataUri(mediaDir: string, lowWebpUrl: string): Promise<string | null> {
  const match = /^\/media\/([a-z0-9_-]+)\/([A-Za-z0-9._-]+)$/.exec(previewUrlOf(lowWebpUrl) ?? '');
  if (!match?.[1] || !match[2]) return null;
  try {
    const bytes = await fs.readFile(path.join(mediaDir, match[1], match[2]));
    return `data:image/webp;base64,${bytes.toString('base64')}`;
  } catch {
    // Not made yet (a data directory from before previews): the splash colour and title alone.
    return null;
  }
}

/** The scene a tour opens at (the web app's features/tour/progression.ts). */
function startingSceneId(tour: Tour): number | null {
  const order = tour.scenes.length > 0 ? tour.scenes.map((entry) => entry.scene.id) : tour.sceneIds;
  if (tour.starting_point !== null && order.includes(tour.starting_point)) return tour.starting_point;
  return order[0] ?? null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Scene and tour pages (issue 39): their first paint comes from the HTML itself, the scene's colours
 * and its (or its tour's) title, before any script runs (scene-first-paint-html.ts). Cached with the
 * rest of the page's head, per import and language, so the preview's file is read once.
 */
export async function sceneFirstPaint({ request, tenant, pathname, lng }: PageHeadContext): Promise<HeadTag[]> {
  if (request.preview !== null || isBannerRequest(request.query)) return [];
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  if (segments.some((segment) => segment === null || segment.length > 200)) return [];
  const target = targetOf(segments as string[], tenant.schema_name);
  if (!target) return [];
  const language = resolveContentLanguage(
    lng,
    request.headers['accept-language'],
    tenant.languages,
    tenant.default_language,
  );
  const reader = new DocumentReader(request.server.db, tenant, language, null);
  const tour = target.tour === null ? null : await reader.bySlug('tour', tourSchema, target.tour);
  if (target.tour !== null && !tour) return [];
  const startId = tour ? startingSceneId(tour) : null;
  const found: Scene | undefined =
    target.scene !== null
      ? await reader.bySlug('scene', sceneSchema, target.scene)
      : startId === null
        ? undefined
        : await reader.byId('scene', sceneSchema, startId);
  if (!found) return [];
  const low = found.meta.type === 'place.LocationPage' ? found.panorama?.webp.low.url : undefined;
  const html = sceneFirstPaintHtml({
    previewDataUri: low ? await previewDataUri(request.server.config.mediaDir, low) : null,
    rotation: found.initial_rotation,
    splash: tour?.splash_color ?? null,
    // A tour's own address shows the tour (its splash); an address naming a scene shows that scene.
    title: tour && target.scene === null ? tour.title : found.title,
    language,
  });
  // Inline styles only: painted before the app's stylesheet has arrived (page-head.ts).
  return [{ element: 'body', html, beforeStyles: true }];
}
