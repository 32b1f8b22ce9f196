import MiniSearch from 'minisearch';
import type { GeocodingFeature, GeocodingResponse } from '@meridian/contracts';
import { metres, type LngLat } from './path-network.ts';
import { matchQuality, nearestOnLine } from './geocoder-scoring.ts';

export type Bbox = [number, number, number, number];
export type PlaceType = 'poi' | 'address';

/** A larger thing a result lies in or on (Mapbox's `context`): its street, its campus. */
export interface ContextItem {
  id: string;
  text: string;
}

/** One searchable thing on the campus: a place or a street. */
export interface GeocoderEntry {
  /** Stable and unique, e.g. `place.12` or `street.south-drive`. */
  id: string;
  placeType: PlaceType;
  text: string;
  /** The full label: the text with its address or context. */
  placeName: string;
  /** Other words a visitor may type: category names, the address. */
  keywords: string;
  center: LngLat;
  bbox?: Bbox;
  /** A street's own line, for reverse geocoding. */
  line?: readonly LngLat[];
  context?: readonly ContextItem[];
}

export interface GeocoderQuery {
  query: string;
  bbox?: Bbox;
  limit?: number;
  /** Only these kinds of result (Mapbox's `types`). */
  types?: readonly PlaceType[];
  /** Results near this point rank higher (Mapbox's `proximity`). */
  proximity?: LngLat;
  /** Whether the last word may be the start of a longer one (Mapbox's `autocomplete`, true by default). */
  autocomplete?: boolean;
}

export interface ReverseQuery {
  at: LngLat;
  types?: readonly PlaceType[];
  /** With a single type: up to this many of it, nearest first; otherwise the nearest of each type. */
  limit?: number;
}

export interface RankedEntry {
  entry: GeocoderEntry;
  /** 0 to 1: how well the query's words match the result's (1 is every word exact or begun). */
  relevance: number;
}

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 10;
/** A reverse geocode finds places and streets this close to the point. */
export const REVERSE_RADIUS_METRES = 300;
/**
 * How `proximity` weighs distance: a result at the point scores ten times its text match, one
 * PROXIMITY_SCALE_METRES away five and a half times, one across a large campus (2 km) about 1.2.
 */
const PROXIMITY_SCALE_METRES = 50;
const proximityBoost = (metresAway: number) => 1 + 9 / (1 + metresAway / PROXIMITY_SCALE_METRES);

const inside = ([lng, lat]: LngLat, [minLng, minLat, maxLng, maxLat]: Bbox) =>
  lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat;

/** Edits forgiven per word: none in short words, one from four letters, two (a swapped pair) from six. */
function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 6 ? 1 : 2;
}

/** How far an entry is from a point: to a street's nearest point, or to a place's centre. */
function distanceTo(entry: GeocoderEntry, at: LngLat): number {
  return entry.line ? metres(at, nearestOnLine(entry.line, at)) : metres(at, entry.center);
}

/**
 * The embedded geocoder over one tenant's places and streets in one language:
 * MiniSearch with prefix matching (search as you type), fuzzy matching (see typoAllowance) and the name weighted above keywords.
 */
export class CampusGeocoder {
  private readonly index = new MiniSearch<GeocoderEntry>({
    fields: ['text', 'keywords'],
    storeFields: [],
    searchOptions: { boost: { text: 3 }, prefix: true, fuzzy: typoAllowance, combineWith: 'AND' },
  });
  private readonly entries = new Map<string, GeocoderEntry>();

  constructor(
    entries: readonly GeocoderEntry[],
    readonly language: string,
  ) {
    for (const entry of entries) this.entries.set(entry.id, entry);
    this.index.addAll([...this.entries.values()]);
  }

  entry(id: string): GeocoderEntry | undefined {
    return this.entries.get(id);
  }

  search({ query, bbox, limit = DEFAULT_LIMIT, types, proximity, autocomplete = true }: GeocoderQuery): RankedEntry[] {
    const words = query.trim();
    if (words === '') return [];
    return this.index
      .search(words, { prefix: autocomplete })
      .map((hit) => {
        const entry = this.entries.get(String(hit.id)) as GeocoderEntry;
        const near = proximity ? proximityBoost(distanceTo(entry, proximity)) : 1;
        return { entry, rank: hit.score * near, relevance: matchQuality(words, hit.terms, autocomplete) };
      })
      .filter(({ entry }) => (!bbox || inside(entry.center, bbox)) && (!types || types.includes(entry.placeType)))
      .sort((a, b) => b.rank - a.rank)
      .slice(0, Math.min(Math.max(limit, 1), MAX_LIMIT))
      .map(({ entry, relevance }) => ({ entry, relevance }));
  }

  /** The places and streets at a point, nearest first, within REVERSE_RADIUS_METRES. */
  reverse({ at, types = ['poi', 'address'], limit }: ReverseQuery): RankedEntry[] {
    const near = [...this.entries.values()]
      .filter((entry) => types.includes(entry.placeType))
      .map((entry) => ({ entry, distance: distanceTo(entry, at) }))
      .filter(({ distance }) => distance <= REVERSE_RADIUS_METRES)
      .sort((a, b) => a.distance - b.distance);
    const chosen =
      types.length === 1
        ? near.slice(0, Math.min(Math.max(limit ?? 1, 1), MAX_LIMIT))
        : types.flatMap((type) => near.filter(({ entry }) => entry.placeType === type).slice(0, 1));
    return chosen.map(({ entry }) => ({ entry, relevance: 1 }));
  }

  /** The answer in the Mapbox Geocoding v5 shape. */
  geocode(query: GeocoderQuery): GeocodingResponse {
    return this.collection(query.query.trim().toLowerCase().split(/\s+/), this.search(query));
  }

  collection(query: (string | number)[], ranked: readonly RankedEntry[]): GeocodingResponse {
    return { type: 'FeatureCollection', query, features: ranked.map((hit) => this.feature(hit)), attribution: '' };
  }

  private feature({ entry, relevance }: RankedEntry): GeocodingFeature {
    return {
      id: entry.id,
      type: 'Feature',
      place_type: [entry.placeType],
      relevance,
      text: entry.text,
      place_name: entry.placeName,
      center: entry.center,
      ...(entry.bbox ? { bbox: entry.bbox } : {}),
      language: this.language,
      geometry: { type: 'Point', coordinates: entry.center },
      properties: {},
      ...(entry.context ? { context: [...entry.context] } : {}),
    };
  }
}
