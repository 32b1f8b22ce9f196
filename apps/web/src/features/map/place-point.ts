import type { placePointsResponse } from '@meridian/contracts';
import type * as z from 'zod/mini';

export type PlacePointFeature = z.infer<typeof placePointsResponse>['features'][number];

/** A place's position: a point's coordinates, else its geometry's first vertex. */
export function placePosition(place: PlacePointFeature): [number, number] | null {
  const { geometry } = place;
  if (geometry.type === 'Point') return [geometry.coordinates[0], geometry.coordinates[1]];
  return null;
}
