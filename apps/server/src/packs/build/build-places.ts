import type { Category, MapsFeatureType, PlacePage } from '@meridian/contracts';
import type { PackPlace } from '../pack-schema.ts';
import type { BuildContext, DocumentDraft } from './build-context.ts';

type PolygonCoordinates = [number, number][][];

function featureTypes(ctx: BuildContext): Map<string, MapsFeatureType> {
  return new Map(
    ctx.pack.categories.map((c) => [
      c.key,
      { id: ctx.id('category', c.key), name: ctx.t(c.name), slug: c.slug ?? c.key, icon: c.icon },
    ]),
  );
}

function htmlPaths(places: readonly PackPlace[]): Map<string, string> {
  const byKey = new Map(places.map((p) => [p.key, p]));
  const pathOf = (place: PackPlace, depth = 0): string => {
    const parent = place.parent === null ? undefined : byKey.get(place.parent);
    const prefix = parent && depth < places.length ? pathOf(parent, depth + 1) : '/';
    return `${prefix}${place.slug ?? place.key}/`;
  };
  return new Map(places.map((p) => [p.key, pathOf(p)]));
}

export function buildCategories(ctx: BuildContext): DocumentDraft[] {
  const types = featureTypes(ctx);
  return ctx.pack.categories.map((category, position): DocumentDraft => {
    const type = types.get(category.key);
    if (!type) throw new Error(`category ${category.key} missing`);
    const body: Category = {
      ...type,
      place_count: ctx.pack.places.filter((p) => p.live && p.categories.includes(category.key)).length,
    };
    return { kind: 'category', id: type.id, slug: type.slug, parent_id: null, position, live: true, body };
  });
}

export function buildPlaces(ctx: BuildContext): DocumentDraft[] {
  const types = featureTypes(ctx);
  const paths = htmlPaths(ctx.pack.places);
  const drafts: DocumentDraft[] = [];
  ctx.pack.places.forEach((place, position) => {
    const id = ctx.id('place_page', place.key);
    const slug = place.slug ?? place.key;
    const categories = place.categories.flatMap((k) => types.get(k) ?? []);
    const parent = place.parent === null ? null : ctx.id('place_page', place.parent);
    const image = place.image;
    const htmlPath = paths.get(place.key) ?? `/${slug}/`;
    const body: PlacePage = {
      id,
      title: ctx.t(place.title),
      meta: {
        type: 'place.PlacePage',
        slug,
        live: place.live,
        search_description: ctx.t(place.search_description),
        html_path: htmlPath,
        show_in_menus: place.show_in_menus,
        parent,
      },
      maps_feature_type: categories[0] ?? null,
      categories,
      content_type: 'place.PlacePage',
      is_building: place.building,
      get_image: image && { ...ctx.media.fit(image.image, 'medium'), alt: ctx.t(image.alt), title: ctx.t(image.title) },
      coordinates: place.coordinates,
      body: ctx.t(place.body),
      address: ctx.t(place.address),
    };
    drafts.push({ kind: 'place_page', id, slug, parent_id: parent, position, live: place.live, body });
    if (place.coordinates) {
      const polygon = place.in_building === null ? null : ctx.id('building', place.in_building);
      drafts.push({
        kind: 'place_point',
        id,
        slug,
        parent_id: polygon,
        position,
        live: place.live,
        body: {
          type: 'Feature',
          id,
          geometry: { type: 'Point', coordinates: place.coordinates },
          properties: {
            id,
            title: body.title,
            page_id: id,
            polygon_id: polygon,
            maps_feature_type: body.maps_feature_type,
            category_ids: categories.map((c) => c.id),
            page: JSON.stringify({ id, title: body.title, slug, html_path: htmlPath }),
            thumbnail: image === null ? null : ctx.media.cover(image.image, 'thumbnail', image.background_position).url,
            is_building: place.building,
          },
        },
      });
    }
  });
  return drafts;
}

function polygonFeature(id: number, coordinates: PolygonCoordinates, properties: Record<string, unknown>) {
  return { type: 'Feature', id, geometry: { type: 'Polygon', coordinates }, properties: { id, ...properties } };
}

export function buildMapFeatures(ctx: BuildContext): DocumentDraft[] {
  const { campus_outlines, buildings, osm_buildings, paths } = ctx.pack.map;
  const draft = (kind: DocumentDraft['kind'], key: string, position: number, parent: number | null, body: unknown) => ({
    kind,
    id: ctx.id(kind, key),
    slug: key,
    parent_id: parent,
    position,
    live: true,
    body,
  });
  return [
    ...campus_outlines.map((o, i) =>
      draft(
        'campus_outline',
        o.key,
        i,
        null,
        polygonFeature(ctx.id('campus_outline', o.key), o.polygon, { name: ctx.t(o.name) }),
      ),
    ),
    ...buildings.map((b, i) => {
      const page = b.place === null ? null : ctx.id('place_page', b.place);
      return draft(
        'building',
        b.key,
        i,
        page,
        polygonFeature(ctx.id('building', b.key), b.polygon, {
          name: ctx.t(b.name),
          page_id: page,
          levels: b.levels,
          entrances: b.entrances.map((e) => ({
            coordinates: e.coordinates,
            name: ctx.t(e.name),
            accessible: e.accessible,
          })),
        }),
      );
    }),
    ...osm_buildings.map((b, i) =>
      draft(
        'osm_building',
        b.key,
        i,
        null,
        polygonFeature(ctx.id('osm_building', b.key), b.polygon, { name: b.name === null ? null : ctx.t(b.name) }),
      ),
    ),
    ...paths.map((p, i) => {
      const id = ctx.id('path', p.key);
      return draft('path', p.key, i, null, {
        type: 'Feature',
        id,
        geometry: { type: 'LineString', coordinates: p.coordinates },
        properties: { id, name: ctx.t(p.name), modes: p.modes, steps: p.steps },
      });
    }),
  ];
}
