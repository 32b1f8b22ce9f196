import MiniSearch from 'minisearch';
import type { GeocodingFeature, GeocodingResponse } from '@meridian/contracts';
import type { LngLat } from './path-network.ts';

export type Bbox = [number, number, number, number];

/** One searchable thing on the campus: a place or a street. */
export interface GeocoderEntry {
  /** Stable and unique, e.g. `place.12` or `street.south-drive`. */
  id: string;
  placeType: 'poi' | 'address';
  text: string;
  /** The full label: the text with its address or context. */
  placeName: string;
  /** Other words a visitor may type: category names, the address. */
  keywords: string;
  center: LngLat;
  bbox?: Bbox;
}

export interface GeocoderQuery {
  query: string;
  bbox?: Bbox;
  limit?: number;
  /** Only these kinds of result (Mapbox's `types`). */
  types?: readonly GeocoderEntry['placeType'][];
}

export interface RankedEntry {
  entry: GeocoderEntry;
  /** 0 to 1, the best match of the answer being 1. */
  relevance: number;
}

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 10;

const inside = ([lng, lat]: LngLat, [minLng, minLat, maxLng, maxLat]: Bbox) =>
  lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat;

/** Edits forgiven per word: none in short words, one from four letters, two (a swapped pair) from six. */
function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 6 ? 1 : 2;
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

  search({ query, bbox, limit = DEFAULT_LIMIT, types }: GeocoderQuery): RankedEntry[] {
    const words = query.trim();
    if (words === '') return [];
    const hits = this.index
      .search(words)
      .map((hit) => ({ entry: this.entries.get(String(hit.id)) as GeocoderEntry, score: hit.score }))
      .filter(({ entry }) => (!bbox || inside(entry.center, bbox)) && (!types || types.includes(entry.placeType)))
      .slice(0, Math.min(Math.max(limit, 1), MAX_LIMIT));
    const top = hits[0]?.score ?? 1;
    return hits.map(({ entry, score }) => ({ entry, relevance: Math.round((score / top) * 1000) / 1000 }));
  }

  /** The answer in the Mapbox Geocoding v5 shape. */
  geocode(query: GeocoderQuery): GeocodingResponse {
    const features = this.search(query).map(({ entry, relevance }): GeocodingFeature => ({
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
    }));
    return {
      type: 'FeatureCollection',
      query: query.query.trim().toLowerCase().split(/\s+/),
      features,
      attribution: '',
    };
  }
}
