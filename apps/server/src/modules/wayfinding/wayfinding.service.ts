import type { GeocodingResponse, SearchPlaceResult } from '@meridian/contracts';
import { CampusGeocoder, type GeocoderQuery } from '../../maps/geocoder.ts';
import {
  CampusRouter,
  type DirectionsAnswer,
  type DirectionsRequest,
  type RouteRequest,
  type RouterAnswer,
  type RouterFailure,
} from '../../maps/router.ts';
import type { DocumentReader } from '../../documents/document-reader.ts';
import { loadRoutingData, loadSearchData, type SearchData } from './campus-data.ts';

/** Enough for every tenant and language of a large installation; the oldest is dropped beyond it. */
const MAX_CACHED = 64;

/**
 * Built routers and indexes per tenant version and language: content only
 * changes with a new version_hash, so a build is reused until then. Preview
 * requests see unpublished content and are never cached.
 */
class VersionedCache<T> {
  private readonly built = new Map<string, Promise<T>>();

  constructor(private readonly build: (reader: DocumentReader) => Promise<T>) {}

  get(reader: DocumentReader, preview: boolean): Promise<T> {
    if (preview) return this.build(reader);
    const key = `${reader.tenant.id}\n${reader.tenant.version_hash}\n${reader.language}`;
    const known = this.built.get(key);
    if (known) return known;
    const building = this.build(reader);
    building.catch(() => this.built.delete(key));
    this.built.set(key, building);
    if (this.built.size > MAX_CACHED) this.built.delete(this.built.keys().next().value as string);
    return building;
  }
}

const routers = new VersionedCache(async (reader) => {
  const { paths, buildings } = await loadRoutingData(reader);
  return new CampusRouter(paths, buildings);
});

const searchIndexes = new VersionedCache(async (reader) => {
  const data = await loadSearchData(reader);
  return { data, geocoder: new CampusGeocoder(data.entries, reader.language) };
});

export async function directions(
  reader: DocumentReader,
  preview: boolean,
  request: RouteRequest,
): Promise<RouterAnswer> {
  return (await routers.get(reader, preview)).route(request);
}

/** Directions v5 / OSRM route: any number of waypoints and the answer options of those APIs. */
export async function engineDirections(
  reader: DocumentReader,
  preview: boolean,
  request: DirectionsRequest,
): Promise<DirectionsAnswer | RouterFailure> {
  return (await routers.get(reader, preview)).directions(request);
}

/** The tenant's router, built once per version and language (OSRM's nearest service reads its network). */
export function campusRouter(reader: DocumentReader, preview: boolean): Promise<CampusRouter> {
  return routers.get(reader, preview);
}

/** The tenant's geocoder in the reader's language, built once per version and language. */
export async function campusGeocoder(reader: DocumentReader, preview: boolean): Promise<CampusGeocoder> {
  return (await searchIndexes.get(reader, preview)).geocoder;
}

export async function geocode(
  reader: DocumentReader,
  preview: boolean,
  query: GeocoderQuery,
): Promise<GeocodingResponse> {
  return (await searchIndexes.get(reader, preview)).geocoder.geocode(query);
}

/** maps/search/: the tenant's own places (source circuit), best match first. */
export async function searchPlaces(
  reader: DocumentReader,
  preview: boolean,
  query: GeocoderQuery,
): Promise<SearchPlaceResult[]> {
  const { data, geocoder } = await searchIndexes.get(reader, preview);
  return geocoder.search({ ...query, types: ['poi'] }).flatMap(({ entry }) => placeOf(data, entry.id));
}

function placeOf(data: SearchData, id: string): SearchPlaceResult[] {
  const place = data.places.get(id);
  return place ? [place] : [];
}
