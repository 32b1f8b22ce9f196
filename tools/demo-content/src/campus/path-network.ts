/**
 * The demo campus's path network as the router needs it (apps/server/src/maps/path-network.ts):
 * paths join only where they share a vertex, so every crossing and every path ending on another
 * becomes a vertex of both. In metres; build-campus.ts converts to coordinates.
 */
import { crossing, dist, lerp, project, smooth, densify, type Xy } from './geometry.ts';
import type { Mode, PlannedPath } from './campus-plan.ts';

export interface NetworkLine {
  key: string;
  name?: string;
  modes: Mode[];
  steps: boolean;
  points: Xy[];
}

/** Vertices closer than this are one vertex (no slivers of path a few centimetres long). */
const SAME = 0.6;
/** A path's end this close to another path ends on it. */
const JOIN = 9;

export function plannedLines(paths: PlannedPath[]): NetworkLine[] {
  return paths.map((path) => {
    const points = path.straight ? densify(path.points, 10) : smooth(path.points, 9, path.closed);
    if (path.closed) points.push(points[0] as Xy);
    return { key: path.key, name: path.name, modes: path.modes, steps: false, points };
  });
}

export interface Nearest {
  line: number;
  segment: number;
  point: Xy;
  distance: number;
}

/** The nearest point of the lines `accept` allows. */
export function nearestOn(lines: NetworkLine[], p: Xy, accept: (line: NetworkLine, index: number) => boolean) {
  let best: Nearest | null = null;
  lines.forEach((line, index) => {
    if (!accept(line, index)) return;
    for (let s = 1; s < line.points.length; s += 1) {
      const hit = project(p, line.points[s - 1] as Xy, line.points[s] as Xy);
      if (!best || hit.distance < best.distance)
        best = { line: index, segment: s - 1, point: hit.point, distance: hit.distance };
    }
  });
  return best as Nearest | null;
}

/** Puts a vertex on segment `segment` of the line (or uses a vertex within SAME of it); returns it. */
export function insertVertex(line: NetworkLine, segment: number, point: Xy): Xy {
  const a = line.points[segment] as Xy;
  const b = line.points[segment + 1] as Xy;
  if (dist(a, point) < SAME) return a;
  if (dist(b, point) < SAME) return b;
  line.points.splice(segment + 1, 0, point);
  return point;
}

/** Open ends of a path that stop near another path end on it, at a shared vertex. */
export function joinEnds(lines: NetworkLine[]): void {
  lines.forEach((line, index) => {
    const closed = dist(line.points[0] as Xy, line.points.at(-1) as Xy) < 0.01;
    if (closed) return;
    for (const end of [0, line.points.length - 1]) {
      const p = line.points[end] as Xy;
      const hit = nearestOn(lines, p, (_, other) => other !== index);
      if (!hit || hit.distance > JOIN) continue;
      line.points[end] = insertVertex(lines[hit.line] as NetworkLine, hit.segment, hit.point);
    }
  });
}

function boxOf(points: Xy[]): [number, number, number, number] {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Every place two paths cross becomes a vertex of both. */
export function splitCrossings(lines: NetworkLine[]): number {
  let made = 0;
  for (let guard = 0; guard < 2000; guard += 1) {
    const found = findCrossing(lines);
    if (!found) return made;
    const { i, s, j, u, t } = found;
    const li = lines[i] as NetworkLine;
    const lj = lines[j] as NetworkLine;
    const point = lerp(li.points[s] as Xy, li.points[s + 1] as Xy, t);
    // Insert into the later segment first so the earlier index stays right on a line crossing itself.
    if (i === j && u > s) {
      const shared = insertVertex(lj, u, point);
      insertVertex(li, s, shared);
    } else {
      const shared = insertVertex(li, s, point);
      const again = nearestOn([lj], shared, () => true);
      if (again) insertVertex(lj, again.segment, shared);
    }
    made += 1;
  }
  throw new Error('paths cross too often to split');
}

function findCrossing(lines: NetworkLine[]) {
  const boxes = lines.map((line) => boxOf(line.points));
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i; j < lines.length; j += 1) {
      const [a, b] = [boxes[i], boxes[j]] as [number[], number[]];
      if (
        (a[0] ?? 0) > (b[2] ?? 0) ||
        (b[0] ?? 0) > (a[2] ?? 0) ||
        (a[1] ?? 0) > (b[3] ?? 0) ||
        (b[1] ?? 0) > (a[3] ?? 0)
      )
        continue;
      const pi = (lines[i] as NetworkLine).points;
      const pj = (lines[j] as NetworkLine).points;
      for (let s = 0; s < pi.length - 1; s += 1) {
        for (let u = i === j ? s + 2 : 0; u < pj.length - 1; u += 1) {
          const hit = crossing(pi[s] as Xy, pi[s + 1] as Xy, pj[u] as Xy, pj[u + 1] as Xy);
          if (hit) return { i, s, j, u, t: hit.t };
        }
      }
    }
  }
  return null;
}
