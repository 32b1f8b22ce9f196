/**
 * The grounds of a demo campus for its basemap (issue 34): the surfaces of the pack's `grounds.yaml`
 * (sports fields, courts, car parks, ponds, quays, piers), trees along the walks and on the lawns,
 * and for a campus on the water its shore, quay and piers. The lawns are the campus outline itself
 * (the map's campus colour). Trees are derived, deterministically, from the pack's map.yaml: they
 * keep clear of buildings, paths and the other grounds.
 */
import type { Feature, FeatureCollection, Point, Polygon, Position } from 'geojson';
import { inside } from '../campus/geometry.ts';
import { SeededRandom } from '../random.ts';

export interface CampusShape {
  outline: Position[];
  buildings: Position[][][];
  paths: Position[][];
  grounds: { kind: string; polygon: Position[][] }[];
}

type Xy = [number, number];

/** A local metric frame (equirectangular around a point: good to centimetres over a campus). */
function frame(origin: Position) {
  const [lng0 = 0, lat0 = 0] = origin;
  const kx = Math.cos((lat0 * Math.PI) / 180) * 111_320;
  const ky = 110_540;
  return {
    toM: ([lng = 0, lat = 0]: Position): Xy => [(lng - lng0) * kx, (lat - lat0) * ky],
    fromM: ([x, y]: Xy): Position => [Math.round((lng0 + x / kx) * 1e7) / 1e7, Math.round((lat0 + y / ky) * 1e7) / 1e7],
  };
}

function distanceToLine([x, y]: Xy, line: Xy[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i += 1) {
    const [ax, ay] = line[i - 1] as Xy;
    const [bx, by] = line[i] as Xy;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(ax + dx * t - x, ay + dy * t - y));
  }
  return best;
}

const length = (line: Xy[]) =>
  line.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x - (line[i] as Xy)[0], y - (line[i] as Xy)[1]), 0);

/** The point `at` metres along a line, and the line's direction there. */
function along(line: Xy[], at: number): { point: Xy; direction: Xy } {
  let rest = at;
  for (let i = 1; i < line.length; i += 1) {
    const [ax, ay] = line[i - 1] as Xy;
    const [bx, by] = line[i] as Xy;
    const step = Math.hypot(bx - ax, by - ay);
    if (rest <= step || i === line.length - 1) {
      const t = step === 0 ? 0 : Math.min(1, rest / step);
      return { point: [ax + (bx - ax) * t, ay + (by - ay) * t], direction: [(bx - ax) / step, (by - ay) / step] };
    }
    rest -= step;
  }
  return { point: line[0] as Xy, direction: [1, 0] };
}

export function groundsLayer(campus: CampusShape): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: campus.grounds.map((ground) => ({
      type: 'Feature',
      properties: { kind: ground.kind },
      geometry: { type: 'Polygon', coordinates: ground.polygon },
    })),
  };
}

/**
 * Trees as a campus has them: avenues along the longer walks (both sides), groves of five to
 * fourteen trees where a lawn is wide enough, and a few single trees; the rest of the lawn stays
 * open, so the quads read as quads rather than as a texture of dots.
 */
export function treesLayer(campus: CampusShape, seed: number): FeatureCollection<Point> {
  const { toM, fromM } = frame(campus.outline[0] ?? [0, 0]);
  const outline = campus.outline.map(toM);
  const buildings = campus.buildings.map((polygon) => (polygon[0] ?? []).map(toM));
  const paths = campus.paths.map((path) => path.map(toM));
  const grounds = campus.grounds.map((ground) => (ground.polygon[0] ?? []).map(toM));
  const trees: { at: Xy; size: number }[] = [];
  // Only shapes whose box comes within 30 m of a point can be near it (the generator runs in tests).
  const near = (shapes: Xy[][]) => {
    const boxes = shapes.map((shape) => {
      const xs = shape.map(([x]) => x);
      const ys = shape.map(([, y]) => y);
      return [Math.min(...xs) - 30, Math.min(...ys) - 30, Math.max(...xs) + 30, Math.max(...ys) + 30];
    });
    return ([x, y]: Xy) =>
      shapes.filter((_, i) => {
        const [w = 0, s = 0, e = 0, n = 0] = boxes[i] ?? [];
        return x >= w && x <= e && y >= s && y <= n;
      });
  };
  const [nearBuildings, nearPaths, nearGrounds] = [near(buildings), near(paths), near(grounds)];
  /** Room: metres clear of buildings and paths; spacing: metres from the nearest other tree. */
  const clear = (point: Xy, room: number, spacing = 9) =>
    inside(point, outline) &&
    distanceToLine(point, outline) > 6 &&
    nearBuildings(point).every((ring) => !inside(point, ring) && distanceToLine(point, ring) > room) &&
    nearPaths(point).every((path) => distanceToLine(point, path) > room - 1) &&
    nearGrounds(point).every((ring) => !inside(point, ring) && distanceToLine(point, ring) > 4) &&
    trees.every(({ at: [x, y] }) => Math.hypot(x - point[0], y - point[1]) > spacing);
  for (const path of paths) {
    const total = length(path);
    if (total < 60) continue;
    for (let at = 16; at < total - 16; at += 24) {
      const { point, direction } = along(path, at);
      for (const side of [1, -1]) {
        const tree: Xy = [point[0] - direction[1] * 8 * side, point[1] + direction[0] * 8 * side];
        if (clear(tree, 6)) trees.push({ at: tree, size: 1 });
      }
    }
  }
  const random = new SeededRandom(seed);
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const somewhere = (): Xy => [
    random.range(Math.min(...xs), Math.max(...xs)),
    random.range(Math.min(...ys), Math.max(...ys)),
  ];
  // Groves: a centre with room round it, then trees close together about it.
  let groves = 0;
  for (let attempt = 0; attempt < 600 && groves < 22; attempt += 1) {
    const centre = somewhere();
    if (!clear(centre, 12, 32)) continue;
    groves += 1;
    const count = 5 + Math.floor(random.next() * 10);
    for (let tree = 0, tries = 0; tree < count && tries < 60; tries += 1) {
      const angle = random.next() * Math.PI * 2;
      const reach = 3 + random.next() * 16;
      const at: Xy = [centre[0] + Math.cos(angle) * reach, centre[1] + Math.sin(angle) * reach];
      if (!clear(at, 5, 6)) continue;
      trees.push({ at, size: 0.9 + random.next() * 0.7 });
      tree += 1;
    }
  }
  // A few single trees on the open lawns.
  for (let attempt = 0, singles = 0; attempt < 400 && singles < 40; attempt += 1) {
    const at = somewhere();
    if (!clear(at, 10, 18)) continue;
    trees.push({ at, size: 1.1 + random.next() * 0.5 });
    singles += 1;
  }
  return {
    type: 'FeatureCollection',
    features: trees.map(({ at, size }): Feature<Point> => ({
      type: 'Feature',
      properties: { size: Math.round(size * 10) / 10 },
      geometry: { type: 'Point', coordinates: fromM(at) },
    })),
  };
}

/**
 * A campus on the water (the harbour): the shore follows the south side of the campus outline and
 * runs on beyond it; a quay edges the campus along the water, and piers reach out into it.
 */
export function waterfront(campus: CampusShape): {
  shore: (lng: number) => number;
  quay: Feature<Polygon>[];
  piers: Feature<Polygon>[];
} {
  const ring = campus.outline;
  const lngs = ring.map(([lng = 0]) => lng);
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  /** The outline's southernmost crossing of a meridian, clamped to the outline's ends outside it. */
  const edge = (lng: number): number => {
    const at = Math.min(east - 1e-6, Math.max(west + 1e-6, lng));
    let lowest = Infinity;
    for (let i = 1; i < ring.length; i += 1) {
      const [ax = 0, ay = 0] = ring[i - 1] ?? [];
      const [bx = 0, by = 0] = ring[i] ?? [];
      if ((ax - at) * (bx - at) <= 0 && ax !== bx) lowest = Math.min(lowest, ay + ((by - ay) * (at - ax)) / (bx - ax));
    }
    return lowest;
  };
  const shore = (lng: number) => edge(lng) - 0.00004 - (lng < west || lng > east ? 0.0006 : 0);
  const { toM, fromM } = frame([west, edge(west)]);
  const steps = 40;
  const line = Array.from({ length: steps + 1 }, (_, i): Xy => {
    const lng = west + 0.00012 + ((east - west - 0.00024) * i) / steps;
    return toM([lng, edge(lng)]);
  });
  const quayRing = [...line, ...[...line].reverse().map(([x, y]): Xy => [x, y + 13])].map(fromM);
  const polygon = (points: Position[], kind: string): Feature<Polygon> => ({
    type: 'Feature',
    properties: { kind },
    geometry: { type: 'Polygon', coordinates: [[...points, points[0] as Position]] },
  });
  const piers = [0.14, 0.38, 0.62, 0.86].map((t, index) => {
    const [x, y] = along(line, length(line) * t).point;
    const reach = 70 + (index % 2) * 45;
    const points: Xy[] =
      index === 1
        ? // A T-headed pier, where the bigger ships tie up.
          [
            [x - 5, y + 2],
            [x - 5, y - reach],
            [x - 38, y - reach],
            [x - 38, y - reach - 12],
            [x + 38, y - reach - 12],
            [x + 38, y - reach],
            [x + 5, y - reach],
            [x + 5, y + 2],
          ]
        : [
            [x - 5, y + 2],
            [x - 5, y - reach],
            [x + 5, y - reach],
            [x + 5, y + 2],
          ];
    return polygon(points.map(fromM), 'pier');
  });
  return { shore, quay: [polygon(quayRing, 'quay')], piers };
}
