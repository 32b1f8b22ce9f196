import { geocodingResponse } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { CampusGeocoder, type GeocoderEntry } from '../../src/maps/geocoder.ts';

function place(id: string, text: string, keywords: string, center: [number, number]): GeocoderEntry {
  return { id, placeType: 'poi', text, placeName: `${text}, Northfield`, keywords, center };
}

const entries: GeocoderEntry[] = [
  place('place.1', 'Beaumont Library', 'Libraries 102 South Drive', [-79.3857, 43.651]),
  place('place.2', 'Library Café', 'Dining', [-79.384, 43.652]),
  place('place.3', 'Aldridge Hall', 'Academic 100 South Drive', [-79.3875, 43.651]),
  place('place.4', 'Harbour Pier', 'Outdoors', [-79.37, 43.64]),
  {
    id: 'street.south-drive',
    placeType: 'address',
    text: 'South Drive',
    placeName: 'South Drive',
    keywords: '',
    center: [-79.383, 43.6505],
    bbox: [-79.3889, 43.6505, -79.3775, 43.6505],
  },
];

describe('embedded geocoder', () => {
  const geocoder = new CampusGeocoder(entries, 'en');
  const texts = (query: string, options: Partial<Parameters<CampusGeocoder['search']>[0]> = {}) =>
    geocoder.search({ query, ...options }).map((hit) => hit.entry.text);

  it('ranks a name match above a keyword match', () => {
    expect(texts('library')).toEqual(['Beaumont Library', 'Library Café']);
    expect(texts('south drive')[0]).toBe('South Drive');
  });

  it('finds places as the visitor types (prefix) and through typos (fuzzy)', () => {
    expect(texts('beau')).toEqual(['Beaumont Library']);
    expect(texts('Beumont')).toEqual(['Beaumont Library']);
    expect(texts('aldrige hal')).toEqual(['Aldridge Hall']);
  });

  it('keeps only results inside the bounding box and honours the limit', () => {
    expect(texts('pier')).toEqual(['Harbour Pier']);
    expect(texts('pier', { bbox: [-79.39, 43.65, -79.38, 43.66] })).toEqual([]);
    expect(texts('l', { limit: 2 })).toHaveLength(2);
  });

  it('answers nothing for an empty query', () => {
    expect(texts('   ')).toEqual([]);
  });

  it('answers in the Mapbox geocoding shape with text, place_name, center, bbox and language', () => {
    const answer = geocodingResponse.parse(geocoder.geocode({ query: 'South Drive' }));
    expect(answer.features[0]).toMatchObject({
      text: 'South Drive',
      place_name: 'South Drive',
      place_type: ['address'],
      center: [-79.383, 43.6505],
      bbox: [-79.3889, 43.6505, -79.3775, 43.6505],
      language: 'en',
      relevance: 1,
    });
  });
});
