// The edits of the map editor as Studio operations on the pack's YAML paths. A corner or an entrance
// moved, added or deleted is an operation on its own item, so the save changes its own line and the
// comments beside the others stay (yaml-edit.ts keeps the style of what it replaces).
import type { StudioOperation } from '@meridian/contracts/studio';
import { uniqueKey } from '../pack-model.ts';
import type { Text } from '../pack-values.ts';
import type { BuildingModel, CampusModel, EntranceModel, PathModel, PlaceModel } from './campus-model.ts';
import { canClose, closedRing, roundLngLat, type LngLat } from './map-geometry.ts';

/** A place's marker (its `coordinates`), where the author clicked. */
export function placeMarkerOperations(place: PlaceModel, at: LngLat): StudioOperation[] {
  return [{ op: 'set', file: place.file, path: [place.index, 'coordinates'], value: roundLngLat(at) }];
}

/** A new place (no marker yet), named in the pack's default language; its key is made from the name. */
export function newPlaceOperations(
  campus: CampusModel,
  title: string,
  defaultLanguage: string,
): { key: string; operations: StudioOperation[] } {
  const key = uniqueKey(
    title,
    campus.places.map((p) => p.key),
    'place',
  );
  const value = { key, title: { [defaultLanguage]: title } };
  return { key, operations: [{ op: 'append', file: campus.placeFile, path: [], value }] };
}

const buildingPath = (building: BuildingModel) => ['buildings', building.index];
const ringPath = (building: BuildingModel) => [...buildingPath(building), 'polygon', 0];

/**
 * A new building for the place, outlined by `corners`: named as the place, linked to it, and the
 * place marked a building (its name is then drawn on its outline, as visitors see it).
 */
export function newOutlineOperations(
  campus: CampusModel,
  place: PlaceModel,
  corners: readonly LngLat[],
): StudioOperation[] {
  if (!canClose(corners)) return [];
  const key = uniqueKey(
    place.key,
    campus.buildings.map((b) => b.key),
    'building',
  );
  const name: Text = place.title ?? place.key;
  const building = { key, name, place: place.key, polygon: [closedRing(corners.map(roundLngLat))] };
  return [
    { op: 'append', file: campus.mapFile, path: ['buildings'], value: building },
    ...(place.building ? [] : [{ op: 'set' as const, file: place.file, path: [place.index, 'building'], value: true }]),
  ];
}

/** The building's outline drawn anew (its holes, if it had any, go with the old outline). */
export function redrawOutlineOperations(building: BuildingModel, corners: readonly LngLat[]): StudioOperation[] {
  if (!canClose(corners)) return [];
  const polygon = [closedRing(corners.map(roundLngLat))];
  return [{ op: 'set', file: building.file, path: [...buildingPath(building), 'polygon'], value: polygon }];
}

/** One corner moved; the first corner moves the closing position with it. */
export function moveCornerOperations(building: BuildingModel, corner: number, at: LngLat): StudioOperation[] {
  const value = roundLngLat(at);
  const path = ringPath(building);
  return [
    { op: 'set', file: building.file, path: [...path, corner], value },
    ...(corner === 0 && building.written.closed
      ? [{ op: 'set' as const, file: building.file, path: [...path, building.written.length - 1], value }]
      : []),
  ];
}

/** One corner deleted, when three are left; deleting the first makes the second the ring's start and end. */
export function deleteCornerOperations(building: BuildingModel, corner: number): StudioOperation[] {
  if (building.ring.length <= 3) return [];
  const path = ringPath(building);
  const second = building.ring[1];
  return [
    { op: 'delete', file: building.file, path: [...path, corner] },
    ...(corner === 0 && building.written.closed && second
      ? [{ op: 'set' as const, file: building.file, path: [...path, building.written.length - 2], value: second }]
      : []),
  ];
}

/** A new corner between corner `after` and the next: added at the end of the ring, then moved into place. */
export function insertCornerOperations(building: BuildingModel, after: number, at: LngLat): StudioOperation[] {
  const path = ringPath(building);
  return [
    { op: 'append', file: building.file, path, value: roundLngLat(at) },
    { op: 'move', file: building.file, path, from: building.written.length, to: after + 1 },
  ];
}

const entrancesPath = (building: BuildingModel) => [...buildingPath(building), 'entrances'];

/** A door of the building where the author clicked; step-free unless said otherwise (the pack's default). */
export function addEntranceOperations(building: BuildingModel, at: LngLat): StudioOperation[] {
  const value = { coordinates: roundLngLat(at), accessible: true };
  return [{ op: 'append', file: building.file, path: entrancesPath(building), value }];
}

export function moveEntranceOperations(
  building: BuildingModel,
  entrance: EntranceModel,
  at: LngLat,
): StudioOperation[] {
  const path = [...entrancesPath(building), entrance.index, 'coordinates'];
  return [{ op: 'set', file: building.file, path, value: roundLngLat(at) }];
}

export function deleteEntranceOperations(building: BuildingModel, entrance: EntranceModel): StudioOperation[] {
  return [{ op: 'delete', file: building.file, path: [...entrancesPath(building), entrance.index] }];
}

/** Whether the door is reached without steps, written either way (the demo packs say it of every door). */
export function entranceAccessibleOperations(
  building: BuildingModel,
  entrance: EntranceModel,
  accessible: boolean,
): StudioOperation[] {
  const path = [...entrancesPath(building), entrance.index, 'accessible'];
  return [{ op: 'set', file: building.file, path, value: accessible }];
}

/** A path marked as having steps (`steps: true`), or step-free again: the key removed, as the default. */
export function pathStepsOperations(path: PathModel, steps: boolean): StudioOperation[] {
  const at = ['paths', path.index, 'steps'];
  if (steps) return path.steps ? [] : [{ op: 'set', file: path.file, path: at, value: true }];
  return path.steps ? [{ op: 'delete', file: path.file, path: at }] : [];
}
