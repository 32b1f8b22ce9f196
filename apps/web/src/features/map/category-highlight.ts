// What the map shows when the visitor chooses a category (issue 34): its places and their buildings
// highlighted, every other place and building dimmed, and the view fitted to the category's places
// and the whole outline of each highlighted building (a ferry terminal's dot lies at its door, and a
// frame of the dots alone cut the terminal in half at the screen's edge).
import type { CampusData } from './api/map-queries.ts';

export interface CategoryHighlight {
  highlighted: { places: number[]; buildings: number[] };
  dimmed: { places: number[]; buildings: number[] };
  /** [west, south, east, north] of the category's places and buildings, or null when none has a point. */
  bounds: [number, number, number, number] | null;
}

/** The buildings that are these places (a building's page_id is its place). */
export function buildingsOf(campus: CampusData, placeIds: ReadonlySet<number>): number[] {
  return campus.buildings.features.flatMap((feature) => {
    const { id, page_id: page } = feature.properties as { id?: unknown; page_id?: unknown };
    return typeof id === 'number' && typeof page === 'number' && placeIds.has(page) ? [id] : [];
  });
}

function outlinePoints(geometry: CampusData['buildings']['features'][number]['geometry']): [number, number][] {
  if (geometry.type === 'Polygon') return geometry.coordinates.flat() as [number, number][];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat(2) as [number, number][];
  return [];
}

export function categoryHighlight(campus: CampusData, placeIds: readonly number[]): CategoryHighlight {
  const chosen = new Set(placeIds);
  const places = campus.places.features;
  const members = places.filter((place) => chosen.has(place.properties.id));
  const buildings = new Set(buildingsOf(campus, chosen));
  const points = members.flatMap((place) =>
    place.geometry.type === 'Point' ? [place.geometry.coordinates as [number, number]] : [],
  );
  for (const feature of campus.buildings.features) {
    if (buildings.has((feature.properties as { id?: unknown }).id as number))
      points.push(...outlinePoints(feature.geometry));
  }
  const buildingIds = campus.buildings.features.flatMap((feature) => {
    const id = (feature.properties as { id?: unknown }).id;
    return typeof id === 'number' ? [id] : [];
  });
  return {
    highlighted: { places: members.map((place) => place.properties.id), buildings: [...buildings] },
    dimmed: {
      places: places.filter((place) => !chosen.has(place.properties.id)).map((place) => place.properties.id),
      buildings: buildingIds.filter((id) => !buildings.has(id)),
    },
    bounds:
      points.length === 0
        ? null
        : [
            Math.min(...points.map(([lng]) => lng)),
            Math.min(...points.map(([, lat]) => lat)),
            Math.max(...points.map(([lng]) => lng)),
            Math.max(...points.map(([, lat]) => lat)),
          ],
  };
}
