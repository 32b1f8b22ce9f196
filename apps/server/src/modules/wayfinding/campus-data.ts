import { category, pathFeature, placePage, type SearchPlaceResult } from '@meridian/contracts';
import type { z } from 'zod';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point } from '@turf/helpers';
import type { ContextItem, GeocoderEntry } from '../../maps/geocoder.ts';
import { nearestOnLine } from '../../maps/geocoder-scoring.ts';
import { metres, type LngLat, type NetworkPath } from '../../maps/path-network.ts';
import type { NetworkBuilding } from '../../maps/router.ts';
import type { DocumentReader } from '../../documents/document-reader.ts';
import {
  allFeatures,
  buildingFeature,
  campusOutlineFeature,
  placePointFeature,
  searchResult,
} from '../../documents/map-features.ts';

type CampusOutline = z.infer<typeof campusOutlineFeature>;

type PathFeature = z.infer<typeof pathFeature>;

/** The tenant's path network and buildings in the reader's language: the router's input. */
export async function loadRoutingData(
  reader: DocumentReader,
): Promise<{ paths: NetworkPath[]; buildings: NetworkBuilding[] }> {
  const [paths, buildings] = await Promise.all([
    reader.list('path', pathFeature),
    allFeatures(reader, 'building', buildingFeature),
  ]);
  return {
    paths: paths.items.flatMap(networkPath),
    buildings: buildings.flatMap((building) =>
      building.geometry.type === 'Polygon'
        ? [
            {
              name: building.properties.name,
              polygon: building.geometry.coordinates.map((ring) => ring.map(([lng, lat]) => [lng, lat] as LngLat)),
              entrances: building.properties.entrances ?? [],
            },
          ]
        : [],
    ),
  };
}

function networkPath(path: PathFeature): NetworkPath[] {
  if (path.geometry.type !== 'LineString') return [];
  const { name, modes, steps } = path.properties;
  return [{ name, modes, steps, coordinates: path.geometry.coordinates.map(([lng, lat]) => [lng, lat] as LngLat) }];
}

export interface SearchData {
  entries: GeocoderEntry[];
  /** The directory's search result for each place entry id. */
  places: Map<string, SearchPlaceResult>;
}

/**
 * Places (titled, with their categories and address as keywords) and streets
 * as geocoder entries, in the reader's language.
 */
export async function loadSearchData(reader: DocumentReader): Promise<SearchData> {
  const [points, categories, pages, routing, outlines] = await Promise.all([
    allFeatures(reader, 'place_point', placePointFeature),
    reader.list('category', category),
    reader.list('place_page', placePage),
    loadRoutingData(reader),
    allFeatures(reader, 'campus_outline', campusOutlineFeature),
  ]);
  const streets = streetEntries(routing.paths);
  const contextOf = placeContext(streets, outlines);
  const categoryNames = new Map(categories.items.map((item) => [item.id, item.name]));
  const addresses = new Map(pages.items.map((page) => [page.id, page.address]));
  const places = new Map<string, SearchPlaceResult>();
  const entries: GeocoderEntry[] = points.map((point) => {
    const result = searchResult(point);
    const address = point.properties.page_id === null ? '' : (addresses.get(point.properties.page_id) ?? '');
    const kinds = point.properties.category_ids.map((id) => categoryNames.get(id) ?? '');
    places.set(result.id, result);
    return {
      id: result.id,
      placeType: 'poi',
      text: result.title,
      placeName: [result.title, address].filter(Boolean).join(', '),
      keywords: [...kinds, address].join(' '),
      center: result.coordinates,
      context: contextOf(result.coordinates),
    };
  });
  return { entries: [...entries, ...streets], places };
}

/**
 * Streets are the named paths open to bicycles or cars, joined by name; paths
 * only for walking (doorways, ramps, stairs) are found through the places
 * they lead to.
 */
function streetEntries(paths: readonly NetworkPath[]): GeocoderEntry[] {
  const byName = new Map<string, LngLat[]>();
  for (const path of paths) {
    if (path.name === '' || path.modes.every((mode) => mode === 'walking')) continue;
    byName.set(path.name, [...(byName.get(path.name) ?? []), ...path.coordinates]);
  }
  return [...byName].map(([name, coordinates], index) => streetEntry(name, coordinates, index));
}

function streetEntry(name: string, coordinates: readonly LngLat[], index: number): GeocoderEntry {
  const lngs = coordinates.map(([lng]) => lng);
  const lats = coordinates.map(([, lat]) => lat);
  const bbox: [number, number, number, number] = [
    Math.min(...lngs),
    Math.min(...lats),
    Math.max(...lngs),
    Math.max(...lats),
  ];
  const middle: LngLat = [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
  // The street's own vertex nearest the middle of its box, so the centre lies on the street.
  const center = coordinates.reduce((best, at) =>
    Math.hypot(at[0] - middle[0], at[1] - middle[1]) < Math.hypot(best[0] - middle[0], best[1] - middle[1]) ? at : best,
  );
  return {
    id: `street.${index + 1}`,
    placeType: 'address',
    text: name,
    placeName: name,
    keywords: '',
    center,
    bbox,
    line: coordinates,
  };
}

/** A street this close to a place is the place's street in its context. */
const STREET_CONTEXT_METRES = 150;

/** A place's context, smallest first: the nearest street within STREET_CONTEXT_METRES, the campus it is on. */
function placeContext(streets: readonly GeocoderEntry[], outlines: readonly CampusOutline[]) {
  return (at: LngLat): ContextItem[] => {
    const street = streets
      .map((entry) => ({ entry, distance: metres(at, nearestOnLine(entry.line ?? [entry.center], at)) }))
      .filter(({ distance }) => distance <= STREET_CONTEXT_METRES)
      .sort((a, b) => a.distance - b.distance)[0]?.entry;
    const campus = outlines.find(
      (outline) => outline.geometry.type === 'Polygon' && booleanPointInPolygon(point(at), outline.geometry),
    );
    return [
      ...(street ? [{ id: street.id, text: street.text }] : []),
      ...(campus ? [{ id: `campus.${campus.properties.id}`, text: campus.properties.name }] : []),
    ];
  };
}
