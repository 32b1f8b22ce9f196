// Issue 34: the demo campuses read as campuses, and their categories hold what their names say.
// Read from the packs' YAML (the source of what is imported) and the committed basemaps.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../src/ensure-demo-media.ts';

type Position = [number, number];
interface MapYaml {
  buildings: { key: string; polygon: Position[][] }[];
  paths: { key: string; coordinates: Position[] }[];
}
interface PlaceYaml {
  key: string;
  title: string | { en: string };
  categories?: string[];
}

const read = (tenant: string, file: string): unknown =>
  parse(fs.readFileSync(path.join(DEMO_CONTENT_DIR, tenant, file), 'utf8'));
const at = <T>(items: readonly T[], index: number): T => {
  const item = items.at(index);
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
};
const titleOf = (place: PlaceYaml) => (typeof place.title === 'string' ? place.title : place.title.en);

/** What each category may hold, by the English title of its places. */
const CATEGORY_RULES: Record<string, Record<string, RegExp>> = {
  northfield: {
    libraries: /Library|Study room/,
    dining: /Café|Dining|Student Centre/,
    parking: /Parking|Bike rack/,
    transit: /Bus stop|Bike rack/,
    health: /Health|First aid/,
    residences: /Residence/,
    athletics: /Athletic/,
  },
  harbour: {
    ferries: /Ferry|Water taxi/,
    parking: /Car Park|Bike stand/,
    dining: /Café|kiosk/,
    shops: /Shop|Gift/,
  },
};

/** Twice the signed area of a ring, in square degrees (only compared with one another). */
const area = (ring: Position[]) =>
  Math.abs(ring.slice(1).reduce((sum, [x, y], i) => sum + (at(ring, i)[0] * y - x * at(ring, i)[1]), 0));

describe.each(['northfield', 'harbour'])('the %s demo campus', (tenant) => {
  const map = read(tenant, 'map.yaml') as MapYaml;

  it('has buildings of different shapes and sizes, not a grid of identical rectangles', () => {
    const shaped = map.buildings.filter(
      (building) => at(building.polygon, 0).length > 5 || building.polygon.length > 1,
    );
    expect(shaped.length).toBeGreaterThan(map.buildings.length / 2);
    expect(map.buildings.some((building) => building.polygon.length > 1)).toBe(true); // a courtyard
    const areas = map.buildings.map((building) => area(at(building.polygon, 0))).sort((a, b) => a - b);
    expect(at(areas, -1) / at(areas, 0)).toBeGreaterThan(1.8);
    // Not a grid: most buildings' longest wall is turned by three degrees or more.
    const turned = map.buildings.filter(({ polygon }) => {
      const ring = at(polygon, 0);
      const edges = ring.slice(1).map(([x, y], i) => [x - at(ring, i)[0], y - at(ring, i)[1]] as const);
      const [dx, dy] = at(
        edges.sort((a, b) => Math.hypot(...b) - Math.hypot(...a)),
        0,
      );
      return Math.min(Math.abs(dx), Math.abs(dy)) / Math.hypot(dx, dy) > 0.05;
    });
    expect(turned.length).toBeGreaterThan((map.buildings.length * 2) / 3);
  });

  it('has curved streets and diagonal walks', () => {
    const bends = (line: Position[]) =>
      line.slice(2).some(([x, y], i) => {
        const [ax, ay] = at(line, i);
        const [bx, by] = at(line, i + 1);
        return Math.abs(Math.atan2(y - by, x - bx) - Math.atan2(by - ay, bx - ax)) > 0.003;
      });
    expect(map.paths.filter((item) => bends(item.coordinates)).length).toBeGreaterThan(12);
    // A walk that runs corner to corner: its ends are more than 25° off both the east and the north.
    const diagonal = map.paths.filter((item) => {
      const [ax, ay] = at(item.coordinates, 0);
      const [bx, by] = at(item.coordinates, -1);
      const angle = Math.abs((Math.atan2((by - ay) * 1.38, bx - ax) * 180) / Math.PI) % 90;
      return Math.hypot(bx - ax, by - ay) > 0.0008 && angle > 25 && angle < 65;
    });
    expect(diagonal.length).toBeGreaterThan(0);
  });

  it('has walks that meet at T-junctions and end at doors, not a lattice of crossings', () => {
    // How many pieces of path meet at each vertex they share (a path through a vertex counts twice).
    const degree = new Map<string, number>();
    for (const item of map.paths)
      item.coordinates.forEach((point, i) => {
        const ends = i === 0 || i === item.coordinates.length - 1 ? 1 : 2;
        degree.set(point.join(), (degree.get(point.join()) ?? 0) + ends);
      });
    const crossings = [...degree.values()].filter((count) => count >= 4).length;
    const junctions = [...degree.values()].filter((count) => count === 3).length;
    expect(junctions).toBeGreaterThan(crossings * 2);
    // Every door is where a path ends (its spur or front steps).
    const doors = (
      read(tenant, 'map.yaml') as { buildings: { entrances: { coordinates: Position }[] }[] }
    ).buildings.flatMap((building) => building.entrances.map((door) => door.coordinates.join()));
    for (const door of doors) expect(degree.get(door) ?? 0).toBeGreaterThan(0);
  });

  it('has grounds: water, and sports fields or quays and piers, and car parks', () => {
    const grounds = read(tenant, 'grounds.yaml') as { waterfront?: boolean; grounds: { kind: string }[] };
    const kinds = new Set(grounds.grounds.map((ground) => ground.kind));
    expect(kinds.has('pond') || kinds.has('water')).toBe(true);
    expect(kinds.has('parking')).toBe(true);
    if (tenant === 'harbour') expect(grounds.waterfront).toBe(true);
    else expect([...kinds]).toEqual(expect.arrayContaining(['pitch', 'track', 'court']));
  });

  it('has categories that hold what their names say', () => {
    const places = read(tenant, 'places.yaml') as PlaceYaml[];
    for (const [category, rule] of Object.entries(CATEGORY_RULES[tenant] ?? {})) {
      const misplaced = places
        .filter((place) => place.categories?.includes(category))
        .map(titleOf)
        .filter((title) => !rule.test(title));
      expect(misplaced, category).toEqual([]);
    }
  });
});
