// @vitest-environment node
import type { StudioState } from '@meridian/contracts/studio';
import { describe, expect, it } from 'vitest';
import { buildingLabels } from '../../features/map/building-labels.ts';
import { studioStateOf } from '../../testing/studio-fixtures.ts';
import { campusDataOf } from './campus-data.ts';
import { buildingOf, readCampus } from './campus-model.ts';
import {
  canClose,
  closedRing,
  nearestLine,
  nextCorner,
  onEarth,
  openRing,
  roundDegrees,
  sideMiddles,
  type LngLat,
} from './map-geometry.ts';
import {
  addEntranceOperations,
  deleteCornerOperations,
  deleteEntranceOperations,
  entranceAccessibleOperations,
  insertCornerOperations,
  moveCornerOperations,
  newOutlineOperations,
  placeMarkerOperations,
  pathStepsOperations,
  redrawOutlineOperations,
} from './map-operations.ts';

const HALL_RING: LngLat[] = [
  [-79.386, 43.652],
  [-79.385, 43.652],
  [-79.385, 43.653],
  [-79.386, 43.653],
  [-79.386, 43.652],
];

function pack(): StudioState {
  return studioStateOf([
    {
      file: 'pack.yaml',
      value: {
        languages: [{ language: 'en', default: true }, { language: 'fr-ca' }],
        maps_settings: { basemap: 'basemap.pmtiles', campus_color: '#aabbcc' },
      },
    },
    {
      file: 'places.yaml',
      value: [
        { key: 'hall', title: { en: 'Great Hall', 'fr-ca': 'Grande salle' }, building: true },
        { key: 'cafe', title: 'Café', coordinates: [-79.3855, 43.6525], in_building: 'hall-building' },
        { key: 'gate', title: 'North gate' },
      ],
    },
    { file: 'map/campus.yaml', value: { campus_outlines: [{ key: 'c', name: 'C', polygon: [HALL_RING] }] } },
    {
      file: 'map/buildings.yaml',
      value: {
        buildings: [
          {
            key: 'hall-building',
            name: 'Great Hall',
            place: 'hall',
            polygon: [HALL_RING],
            entrances: [{ coordinates: [-79.3855, 43.652], name: 'Main door', accessible: false }],
          },
        ],
        paths: [
          {
            key: 'walk',
            modes: ['walking'],
            coordinates: [
              [-79.387, 43.651],
              [-79.386, 43.652],
            ],
          },
          {
            key: 'stairs',
            modes: ['walking'],
            steps: true,
            coordinates: [
              [-79.3855, 43.652],
              [-79.3855, 43.651],
            ],
          },
        ],
      },
    },
  ]);
}

describe('the map editor’s reading of a pack', () => {
  it('finds places, buildings with their entrances, and paths with where they live', () => {
    const campus = readCampus(pack());
    expect(campus.places.map((p) => [p.key, p.index, p.coordinates])).toEqual([
      ['hall', 0, null],
      ['cafe', 1, [-79.3855, 43.6525]],
      ['gate', 2, null],
    ]);
    const [building] = campus.buildings;
    expect(building).toMatchObject({ file: 'map/buildings.yaml', index: 0, place: 'hall' });
    expect(building?.ring).toHaveLength(4);
    expect(building?.written).toEqual({ length: 5, closed: true });
    expect(building?.entrances).toEqual([
      { index: 0, coordinates: [-79.3855, 43.652], name: 'Main door', accessible: false },
    ]);
    expect(campus.paths.map((p) => [p.key, p.steps])).toEqual([
      ['walk', false],
      ['stairs', true],
    ]);
    // A new building goes where the buildings are; the colours the pack leaves out are the importer's.
    expect(campus.mapFile).toBe('map/buildings.yaml');
    expect(campus.settings).toMatchObject({
      basemap: 'basemap.pmtiles',
      campusColor: '#aabbcc',
      buildingsColor: '#9aa5b1',
    });
  });

  it('gives a place its own building, or the one it is inside, or none', () => {
    const campus = readCampus(pack());
    const [hall, cafe, gate] = campus.places;
    expect(hall && buildingOf(campus, hall)?.key).toBe('hall-building');
    expect(cafe && buildingOf(campus, cafe)?.key).toBe('hall-building');
    expect(gate && buildingOf(campus, gate)).toBeNull();
  });

  it('draws the pack as visitors see it: the building named after its place, the café inside it, the stairs marked', () => {
    const data = campusDataOf(readCampus(pack()), 'fr-ca', 'en');
    expect(data.buildings.features[0]?.properties).toMatchObject({ name: 'Great Hall', page_id: 1 });
    expect(data.places.features.map((f) => [f.properties.title, f.properties.polygon_id])).toEqual([['Café', 1]]);
    expect(data.paths.features.map((f) => f.properties.steps)).toEqual([false, true]);
    // The hall's name, in French, placed on its outline as the visitor map places it (once it has a marker).
    const marked = readCampus(pack());
    const hall = marked.places[0];
    if (hall) hall.coordinates = [-79.3855, 43.6525];
    const labels = buildingLabels(campusDataOf(marked, 'fr-ca', 'en'));
    expect(labels.features.some((label) => label.properties.title.replace(/\n/g, ' ') === 'Grande salle')).toBe(true);
  });
});

describe('the map editor’s geometry', () => {
  it('goes only to positions on the earth (a hand-written longitude of -200 is an error to fix)', () => {
    expect(onEarth([-79.38, 43.65])).toBe(true);
    expect(onEarth([-200, 43.65])).toBe(false);
    expect(onEarth(null)).toBe(false);
  });

  it('rounds degrees to 6 decimals (about 11 cm)', () => {
    expect(roundDegrees(-79.38512345678)).toBe(-79.385123);
    expect(roundDegrees(43.6500004999)).toBe(43.65);
    expect(Object.is(roundDegrees(-0.0000001), 0)).toBe(true);
  });

  it('writes a ring closed and reads it open; an outline needs three corners not on one line', () => {
    expect(openRing(HALL_RING)).toHaveLength(4);
    expect(closedRing(openRing(HALL_RING))).toEqual(HALL_RING);
    expect(canClose(HALL_RING.slice(0, 2))).toBe(false);
    expect(
      canClose([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBe(false);
    expect(canClose(HALL_RING.slice(0, 3))).toBe(true);
    expect(sideMiddles(openRing(HALL_RING)).map((m) => m.at)).toContainEqual([-79.3855, 43.652]);
  });

  it('closes an outline drawn back onto its first corner, and takes no corner twice in a row', () => {
    const [a, b, c] = openRing(HALL_RING) as [LngLat, LngLat, LngLat];
    expect(nextCorner([a, b], [c[0] + 1e-8, c[1]])).toEqual({ corners: [a, b, c], closes: false });
    expect(nextCorner([a, b, c], c)).toEqual({ corners: [a, b, c], closes: false });
    expect(nextCorner([a, b, c], [a[0] - 1e-8, a[1]])).toEqual({ corners: [a, b, c], closes: true });
    // Two corners back on the first are not an outline yet: it is a corner like any other.
    expect(nextCorner([a, b], a).closes).toBe(false);
  });

  it('finds the path a click lands near, within a few pixels only', () => {
    const lines: LngLat[][] = [
      [
        [0, 0],
        [10, 0],
      ],
      [
        [0, 5],
        [10, 5],
      ],
    ];
    const project = ([x, y]: LngLat): [number, number] => [x * 10, y * 10];
    expect(nearestLine(lines, [50, 4], project, 8)).toBe(0);
    expect(nearestLine(lines, [50, 46], project, 8)).toBe(1);
    expect(nearestLine(lines, [50, 25], project, 8)).toBeNull();
  });
});

describe('the map editor’s edits', () => {
  const campus = () => readCampus(pack());

  it('writes a marker where the author clicked, at 6 decimals', () => {
    const gate = campus().places[2];
    if (!gate) throw new Error('no gate');
    expect(placeMarkerOperations(gate, [-79.38412345678, 43.65198765432])).toEqual([
      { op: 'set', file: 'places.yaml', path: [2, 'coordinates'], value: [-79.384123, 43.651988] },
    ]);
  });

  it('a new outline is a building of the place, named as it, closed, and makes the place a building', () => {
    const model = campus();
    const gate = model.places[2];
    if (!gate) throw new Error('no gate');
    const corners: LngLat[] = [
      [-79.3841, 43.6541],
      [-79.384, 43.6541],
      [-79.384, 43.6542],
    ];
    expect(newOutlineOperations(model, gate, corners)).toEqual([
      {
        op: 'append',
        file: 'map/buildings.yaml',
        path: ['buildings'],
        value: { key: 'gate', name: 'North gate', place: 'gate', polygon: [[...corners, corners[0]]] },
      },
      { op: 'set', file: 'places.yaml', path: [2, 'building'], value: true },
    ]);
    expect(newOutlineOperations(model, gate, corners.slice(0, 2))).toEqual([]);
  });

  it('moves, deletes and adds corners on their own items, keeping the ring closed', () => {
    const building = campus().buildings[0];
    if (!building) throw new Error('no building');
    const ring = ['buildings', 0, 'polygon', 0];
    const file = 'map/buildings.yaml';
    expect(moveCornerOperations(building, 0, [-79.3861, 43.6519])).toEqual([
      { op: 'set', file, path: [...ring, 0], value: [-79.3861, 43.6519] },
      { op: 'set', file, path: [...ring, 4], value: [-79.3861, 43.6519] },
    ]);
    expect(moveCornerOperations(building, 2, [-79.3849, 43.6531])).toHaveLength(1);
    expect(deleteCornerOperations(building, 0)).toEqual([
      { op: 'delete', file, path: [...ring, 0] },
      { op: 'set', file, path: [...ring, 3], value: [-79.385, 43.652] },
    ]);
    expect(insertCornerOperations(building, 3, [-79.3865, 43.6525])).toEqual([
      { op: 'append', file, path: ring, value: [-79.3865, 43.6525] },
      { op: 'move', file, path: ring, from: 5, to: 4 },
    ]);
    // Three corners are the fewest an outline has.
    const triangle = { ...building, ring: building.ring.slice(0, 3), written: { length: 4, closed: true } };
    expect(deleteCornerOperations(triangle, 1)).toEqual([]);
    expect(redrawOutlineOperations(building, building.ring)).toEqual([
      { op: 'set', file, path: ['buildings', 0, 'polygon'], value: [HALL_RING] },
    ]);
  });

  it('adds a step-free door where clicked, moves it, marks it with steps and deletes it', () => {
    const building = campus().buildings[0];
    const door = building?.entrances[0];
    if (!building || !door) throw new Error('no door');
    const entrances = ['buildings', 0, 'entrances'];
    const file = 'map/buildings.yaml';
    expect(addEntranceOperations(building, [-79.3850004, 43.6525])).toEqual([
      { op: 'append', file, path: entrances, value: { coordinates: [-79.385, 43.6525], accessible: true } },
    ]);
    expect(entranceAccessibleOperations(building, door, true)).toEqual([
      { op: 'set', file, path: [...entrances, 0, 'accessible'], value: true },
    ]);
    expect(deleteEntranceOperations(building, door)).toEqual([{ op: 'delete', file, path: [...entrances, 0] }]);
  });

  it('marks a path as having steps, and step-free again by removing the key (the default)', () => {
    const [walk, stairs] = campus().paths;
    if (!walk || !stairs) throw new Error('no paths');
    const file = 'map/buildings.yaml';
    expect(pathStepsOperations(walk, true)).toEqual([{ op: 'set', file, path: ['paths', 0, 'steps'], value: true }]);
    expect(pathStepsOperations(stairs, false)).toEqual([{ op: 'delete', file, path: ['paths', 1, 'steps'] }]);
    expect(pathStepsOperations(walk, false)).toEqual([]);
  });
});
