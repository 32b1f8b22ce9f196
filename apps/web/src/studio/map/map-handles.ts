// What the map editor draws over the campus for the mode it is in: the handles to drag (the place's
// marker, the building's doors, its corners and the middles of its sides to pull a corner out of)
// and the lines (the paths by step-free or not, the outline edited or being drawn).
import type { BuildingModel, CampusModel, PlaceModel } from './campus-model.ts';
import { sideMiddles, type LngLat } from './map-geometry.ts';
import type { StageHandle, StageLines } from './map-stage.tsx';

export type MapMode = 'marker' | 'entrance' | 'outline' | 'path';

/** A handle on its way: `corner-2`, `middle-0`, `door-1` or `place`, where the pointer has it. */
export interface Dragging {
  id: string;
  at: LngLat;
}

export function handleId(id: string): { kind: string; n: number } {
  const [kind = '', number = '0'] = id.split('-');
  return { kind, n: Number(number) };
}

/** The outline as it shows: a corner dragged, or a corner pulled out of a side, follows the pointer. */
export function ringShown(ring: LngLat[] | null, dragging: Dragging | null): LngLat[] | null {
  if (!ring || !dragging) return ring;
  const { kind, n } = handleId(dragging.id);
  if (kind === 'corner') return ring.map((corner, index) => (index === n ? dragging.at : corner));
  if (kind === 'middle') return [...ring.slice(0, n + 1), dragging.at, ...ring.slice(n + 1)];
  return ring;
}

interface HandlesInput {
  mode: MapMode;
  place: PlaceModel | null;
  placeName: string;
  building: BuildingModel | null;
  ring: LngLat[] | null;
  draft: LngLat[] | null;
}

export function mapHandles({ mode, place, placeName, building, ring, draft }: HandlesInput): StageHandle[] {
  const handles: StageHandle[] = [];
  if (mode === 'outline' && draft) {
    draft.forEach((at, index) =>
      handles.push({ id: `draft-${index}`, at, kind: index === 0 ? 'draft-first' : 'draft', draggable: false }),
    );
  } else if (mode === 'outline' && ring) {
    for (const { after, at } of sideMiddles(ring)) {
      handles.push({ id: `middle-${after}`, at, kind: 'middle', draggable: true });
    }
    ring.forEach((at, index) => handles.push({ id: `corner-${index}`, at, kind: 'corner', draggable: true }));
  }
  if (mode === 'entrance' && building) {
    building.entrances.forEach((door, index) =>
      handles.push({
        id: `door-${index}`,
        at: door.coordinates,
        kind: door.accessible ? 'door' : 'door-steps',
        draggable: true,
      }),
    );
  }
  if (place?.coordinates && mode !== 'path') {
    // Named while it is what a click moves; else the visitor map's own name of the building shows.
    const label = mode === 'marker' ? placeName : undefined;
    handles.push({ id: 'place', at: place.coordinates, kind: 'place', label, draggable: mode === 'marker' });
  }
  return handles;
}

export function mapLines(
  campus: CampusModel,
  mode: MapMode,
  selectedPath: number | null,
  ring: LngLat[] | null,
  draft: LngLat[] | null,
): StageLines {
  return {
    paths: {
      lines: campus.paths.map((p) => p.coordinates),
      steps: campus.paths.map((p) => p.steps),
      selected: selectedPath,
      shown: mode === 'path',
    },
    // The building's outline shows while its doors are placed too.
    outline: (mode === 'outline' && !draft) || mode === 'entrance' ? ring : null,
    draft: mode === 'outline' ? draft : null,
  };
}
