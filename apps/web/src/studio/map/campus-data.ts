// The pack's campus in the shape the visitor map draws (features/map's CampusData, the map API's
// GeoJSON), so the editor's map is the visitor map's own style (map-style.ts) over the pack as
// edited: same colours, same building names placed the same way, the same walks and stairs.
// Ids are positions in the pack (the importer's ids exist only once imported); texts are in the
// pack language closest to the Studio's.
import type { CampusData } from '../../features/map/api/map-queries.ts';
import { displayText } from '../pack-model.ts';
import type { Text } from '../pack-values.ts';
import type { AreaModel, CampusModel } from './campus-model.ts';
import { closedRing, openRing } from './map-geometry.ts';

const MODES = ['walking', 'cycling', 'driving'] as const;
type Mode = (typeof MODES)[number];
const isMode = (mode: string): mode is Mode => (MODES as readonly string[]).includes(mode);

/** A ring as GeoJSON wants it, closed, and only when it has an area to draw. */
const polygonOf = (rings: readonly [number, number][][]) =>
  rings.map((ring) => closedRing(openRing(ring))).filter((ring) => ring.length >= 4);

export function campusDataOf(campus: CampusModel, language: string, defaultLanguage: string): CampusData {
  const name = (value: Text, fallback: string) => displayText(value, language, defaultLanguage, fallback);
  const placeId = new Map(campus.places.map((place, index) => [place.key, index + 1]));
  const buildingId = new Map(campus.buildings.map((building, index) => [building.key, index + 1]));
  const areas = (list: AreaModel[]) =>
    list.flatMap((area, index) => {
      const coordinates = polygonOf(area.polygon);
      return coordinates.length === 0
        ? []
        : [
            {
              type: 'Feature' as const,
              id: index + 1,
              geometry: { type: 'Polygon' as const, coordinates },
              properties: { id: index + 1, name: name(area.name, area.key) },
            },
          ];
    });
  return {
    outlines: { type: 'FeatureCollection', features: areas(campus.outlines) },
    surroundings: { type: 'FeatureCollection', features: areas(campus.surroundings) },
    buildings: {
      type: 'FeatureCollection',
      features: campus.buildings.flatMap((building, index) => {
        const coordinates = polygonOf([building.ring]);
        const id = index + 1;
        return coordinates.length === 0
          ? []
          : [
              {
                type: 'Feature' as const,
                id,
                geometry: { type: 'Polygon' as const, coordinates },
                properties: {
                  id,
                  name: name(building.name, building.key),
                  page_id: building.place === null ? null : (placeId.get(building.place) ?? null),
                  levels: 1,
                },
              },
            ];
      }),
    },
    places: {
      type: 'FeatureCollection',
      features: campus.places.flatMap((place, index) => {
        if (!place.coordinates) return [];
        const id = index + 1;
        return [
          {
            type: 'Feature' as const,
            id,
            geometry: { type: 'Point' as const, coordinates: place.coordinates },
            properties: {
              id,
              title: name(place.title, place.key),
              page_id: id,
              polygon_id: place.inBuilding === null ? null : (buildingId.get(place.inBuilding) ?? null),
              maps_feature_type: null,
              category_ids: [],
              page: null,
              thumbnail: null,
              is_building: place.building,
            },
          },
        ];
      }),
    },
    paths: {
      type: 'FeatureCollection',
      features: campus.paths.flatMap((path, index) =>
        path.coordinates.length < 2
          ? []
          : [
              {
                type: 'Feature' as const,
                id: index + 1,
                geometry: { type: 'LineString' as const, coordinates: path.coordinates },
                properties: {
                  id: index + 1,
                  name: name(path.name, ''),
                  modes: path.modes.filter(isMode),
                  steps: path.steps,
                },
              },
            ],
      ),
    },
  };
}
