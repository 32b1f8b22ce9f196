import { z } from 'zod';
import { key, lngLat, polygon, slug, type SharedSchemas } from './shared-schemas.ts';

/** Place categories, place pages and the campus map (outlines, buildings, paths). */
export function placeSchemas({ text, optionalText, image }: SharedSchemas) {
  const category = z.strictObject({ key, slug: slug.optional(), name: text, icon: z.string().default('marker') });
  const place = z.strictObject({
    key,
    slug: slug.optional(),
    live: z.boolean().default(true),
    title: text,
    /** Category keys; the first is the place's main maps_feature_type. */
    categories: z.array(key).default([]),
    building: z.boolean().default(false),
    /** Building (map.yaml) the place is inside. */
    in_building: key.nullable().default(null),
    coordinates: lngLat.nullable().default(null),
    image: image.nullable().default(null),
    body: optionalText,
    address: optionalText,
    search_description: optionalText,
    show_in_menus: z.boolean().default(true),
    /** Parent place key (a room inside a building's page). */
    parent: key.nullable().default(null),
  });

  const campusOutline = z.strictObject({ key, name: text, polygon });
  const entrance = z.strictObject({ coordinates: lngLat, name: optionalText, accessible: z.boolean().default(true) });
  const building = z.strictObject({
    key,
    name: text,
    /** Place key of the building's place page. */
    place: key.nullable().default(null),
    levels: z.number().int().nonnegative().default(1),
    polygon,
    entrances: z.array(entrance).default([]),
  });
  const osmBuilding = z.strictObject({ key, name: text.nullable().default(null), polygon });
  const path = z.strictObject({
    key,
    name: optionalText,
    modes: z.array(z.enum(['walking', 'cycling', 'driving'])).min(1),
    /** The path has stairs or steps somewhere along it: step-free routes never use it. */
    steps: z.boolean().default(false),
    coordinates: z.array(lngLat).min(2, 'a path needs at least 2 positions'),
  });
  const map = z.strictObject({
    campus_outlines: z.array(campusOutline).default([]),
    buildings: z.array(building).default([]),
    osm_buildings: z.array(osmBuilding).default([]),
    paths: z.array(path).default([]),
  });

  return { category, place, map };
}
