// Issue 34: choosing a category highlights its places and their buildings, dims every other place
// and building, and frames the category's places.
import { describe, expect, it } from 'vitest';
import type { CampusData } from './api/map-queries.ts';
import { categoryHighlight } from './category-highlight.ts';

const point = (id: number, coordinates: [number, number], polygon_id: number | null = null) => ({
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates },
  properties: { id, title: `Place ${String(id)}`, polygon_id, category_ids: [], is_building: polygon_id === null },
});
const building = (id: number, page_id: number) => ({
  type: 'Feature' as const,
  geometry: { type: 'Polygon' as const, coordinates: [] },
  properties: { id, page_id },
});
const empty = { type: 'FeatureCollection' as const, features: [] };
const campus = {
  outlines: empty,
  surroundings: empty,
  paths: empty,
  places: {
    type: 'FeatureCollection',
    features: [point(1, [-79.39, 43.65]), point(2, [-79.38, 43.66]), point(3, [-79.385, 43.655], 20)],
  },
  buildings: { type: 'FeatureCollection', features: [building(10, 1), building(20, 2)] },
} as unknown as CampusData;

describe('a chosen category on the map', () => {
  it('highlights its places and their own buildings and dims the rest', () => {
    const shown = categoryHighlight(campus, [1, 3]);
    expect(shown.highlighted).toEqual({ places: [1, 3], buildings: [10] });
    // Place 3 is inside building 20, which is place 2's: the building is not the category's.
    expect(shown.dimmed).toEqual({ places: [2], buildings: [20] });
  });

  it('frames the category’s places', () => {
    expect(categoryHighlight(campus, [1, 3]).bounds).toEqual([-79.39, 43.65, -79.385, 43.655]);
    expect(categoryHighlight(campus, []).bounds).toBeNull();
  });

  it('frames the whole of each highlighted building, not only its place’s dot', () => {
    // Place 1's dot is at the building's door; the building reaches further east and north.
    const footprint = [
      [
        [-79.391, 43.6495],
        [-79.384, 43.6495],
        [-79.384, 43.656],
        [-79.391, 43.6495],
      ],
    ];
    const withOutline = {
      ...campus,
      buildings: {
        type: 'FeatureCollection',
        features: [{ ...building(10, 1), geometry: { type: 'Polygon', coordinates: footprint } }, building(20, 2)],
      },
    } as unknown as CampusData;
    expect(categoryHighlight(withOutline, [1, 3]).bounds).toEqual([-79.391, 43.6495, -79.384, 43.656]);
  });
});
