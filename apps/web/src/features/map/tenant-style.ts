// A tenant's own MapLibre style (maps_settings.style) under Meridian's campus layers (issue 15).
// Unset (the default), the map uses the offline style alone and asks nothing of another host.
// Set, the style JSON is fetched (with the build's VITE_MAP_STYLE_TOKEN as access_token, for
// hosted styles that want one), its sources and layers go first and the campus layers are drawn
// over them; the offline background is left out, since it would hide the basemap.
import type { LayerSpecification, RequestParameters, StyleSpecification } from 'maplibre-gl';
import * as z from 'zod/mini';

/** Just enough of a style document to compose with: the rest is MapLibre's to validate. */
const styleDocument = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), z.looseObject({ type: z.string() })),
  layers: z.array(z.looseObject({ id: z.string(), type: z.string() })),
});

export function parseStyle(json: unknown): StyleSpecification {
  return styleDocument.parse(json) as unknown as StyleSpecification;
}

/** Adds the token to requests for the style's own host only (tiles, glyphs, sprites there). */
export function withToken(url: string, styleUrl: string, token: string | undefined): string {
  if (!token) return url;
  const target = new URL(url, styleUrl);
  if (target.origin !== new URL(styleUrl).origin) return url;
  target.searchParams.set('access_token', token);
  return target.toString();
}

export function tokenTransform(styleUrl: string | null, token: string | undefined) {
  if (!styleUrl || !token) return undefined;
  return (url: string): RequestParameters => ({ url: withToken(url, styleUrl, token) });
}

const BASEMAP_PREFIX = 'basemap-';

/**
 * The basemap's sources and layers, then the campus's. A basemap id the campus also uses is
 * renamed (the campus keeps its ids: feature state and clicks address them by name).
 */
export function withBasemap(basemap: StyleSpecification, campus: StyleSpecification): StyleSpecification {
  const taken = new Set([...Object.keys(campus.sources), ...campus.layers.map((layer) => layer.id)]);
  const rename = (id: string) => (taken.has(id) ? `${BASEMAP_PREFIX}${id}` : id);
  const sources = Object.fromEntries(Object.entries(basemap.sources).map(([id, source]) => [rename(id), source]));
  const layers = basemap.layers.map((layer) => {
    const renamed = { ...layer, id: rename(layer.id) };
    return (
      'source' in layer && typeof layer.source === 'string' ? { ...renamed, source: rename(layer.source) } : renamed
    ) as LayerSpecification;
  });
  return {
    ...basemap,
    sources: { ...sources, ...campus.sources },
    layers: [...layers, ...campus.layers.filter((layer) => layer.type !== 'background')],
  };
}
