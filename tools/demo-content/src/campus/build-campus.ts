/**
 * A demo campus from its plan (issue 34): buildings placed, their doors on the sides that face a
 * walk, a spur from every door to the network (front steps, then a walk; a step-free door its own
 * ramp), every crossing a shared vertex, and the point of each building where its name fits best.
 * In metres on the plan's frame.
 */
import {
  add,
  crossing,
  densify,
  dist,
  distanceToRing,
  insidePolygon,
  project,
  scale,
  smooth,
  sub,
  type Xy,
} from './geometry.ts';
import type { CampusPlan } from './campus-plan.ts';
import { insertVertex, joinEnds, nearestOn, plannedLines, splitCrossings, type NetworkLine } from './path-network.ts';
import { placeFootprint } from './shapes.ts';

export interface BuiltBuilding {
  rings: Xy[][];
  doors: Xy[];
  /** Where the name goes (and where a visitor picking the building starts): the widest open spot. */
  label: Xy;
}

export interface BuiltCampus {
  outline: Xy[];
  buildings: Map<string, BuiltBuilding>;
  lines: NetworkLine[];
}

/** How far a door's way out (its front steps) reaches before it turns to the nearest walk, metres. */
const STEP_OUT = 3;

/** Outward normal of an edge of a counter-clockwise ring. */
const outward = (a: Xy, b: Xy): Xy => {
  const [dx, dy] = sub(b, a);
  const length = Math.hypot(dx, dy) || 1;
  return [dy / length, -dx / length];
};

/** Points along the outline's edges every 2 m, clear of the corners, with their edge and normal. */
function doorCandidates(ring: Xy[]) {
  const out: { point: Xy; edge: number; normal: Xy }[] = [];
  ring.forEach((a, edge) => {
    const b = ring[(edge + 1) % ring.length] as Xy;
    const length = dist(a, b);
    for (let at = 4; at <= length - 4; at += 2)
      out.push({ point: add(a, scale(sub(b, a), at / length)), edge, normal: outward(a, b) });
  });
  return out;
}

function crossesAny(a: Xy, b: Xy, rings: Xy[][]): boolean {
  return rings.some((ring) => ring.some((p, i) => crossing(a, b, p, ring[(i + 1) % ring.length] as Xy) !== null));
}

/** The spot inside the building farthest from its walls, measured as a line of text is wide. */
function labelPoint(rings: Xy[][]): Xy {
  const outer = rings[0] as Xy[];
  const xs = outer.map(([x]) => x);
  const ys = outer.map(([, y]) => y);
  const stretch = (rs: Xy[][]) => rs.map((ring) => ring.map(([x, y]): Xy => [x / 2, y]));
  const squeezed = stretch(rings);
  let best: Xy = outer[0] as Xy;
  let bestRoom = -1;
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += 1.5) {
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += 1.5) {
      if (!insidePolygon([x, y], rings)) continue;
      const room = Math.min(...squeezed.map((ring) => distanceToRing([x / 2, y], ring)));
      if (room > bestRoom) [best, bestRoom] = [[x, y], room];
    }
  }
  return best;
}

export function buildCampus(plan: CampusPlan, doorCount: (place: string) => number): BuiltCampus {
  const lines = plannedLines(plan.paths);
  joinEnds(lines);
  const placed = Object.entries(plan.buildings).map(([key, building]) => ({
    key,
    building,
    rings: placeFootprint(building.shape, building.at, building.angle, building.mirror, plan.buildingScale),
  }));
  const allRings = placed.flatMap((item) => item.rings);
  const buildings = new Map<string, BuiltBuilding>();
  const walkable = (line: NetworkLine) => line.modes.includes('walking') && !line.steps && !line.key.includes('-door-');
  for (const { key, building, rings } of placed) {
    const others = allRings.filter((ring) => !rings.includes(ring));
    const candidates = doorCandidates(rings[0] as Xy[]).map((candidate) => {
      const out = add(candidate.point, scale(candidate.normal, STEP_OUT));
      const hit = nearestOn(lines, out, walkable);
      const ok =
        hit !== null &&
        (hit.distance < 0.5 ||
          (hit.point[0] - candidate.point[0]) * candidate.normal[0] +
            (hit.point[1] - candidate.point[1]) * candidate.normal[1] >
            0) &&
        !crossesAny(out, hit.point, [...others, ...rings]);
      return { ...candidate, out, reach: ok ? hit.distance : Infinity };
    });
    const wanted = doorCount(key);
    const doors: typeof candidates = [];
    for (let index = 0; index < wanted; index += 1) {
      const hint = building.doors?.[index];
      const free = candidates.filter(
        (c) => doors.every((door) => dist(door.point, c.point) > 18) && c.reach < Infinity,
      );
      const pick = hint
        ? free.sort((a, b) => dist(a.point, hint) - dist(b.point, hint))[0]
        : free.sort((a, b) => a.reach - b.reach)[0];
      if (!pick) throw new Error(`${key}: no side of the building faces a walk for door ${String(index + 1)}`);
      if (pick.reach > 45) console.warn(`${key}: door ${String(index + 1)} is ${pick.reach.toFixed(0)} m from a walk`);
      doors.push(pick);
    }
    // The doors become vertices of the outline (latest edge first, so earlier indexes stay right).
    const outer = [...(rings[0] as Xy[])];
    for (const door of [...doors].sort(
      (a, b) => b.edge - a.edge || dist(b.point, outer[b.edge] as Xy) - dist(a.point, outer[a.edge] as Xy),
    ))
      outer.splice(door.edge + 1, 0, door.point);
    const finalRings = [outer, ...rings.slice(1)];
    // Spurs: a stepped main door gets front steps, then a walk; the step-free door its ramp.
    doors.forEach((door, index) => {
      const stepped = wanted > 1 && index === 0;
      // A walk in front of the door nearer than its step-out point: the door opens onto it (else the
      // steps would cross the walk and a spur come back to it, and directions say "Make a U-turn").
      const near = nearestOn(lines, door.point, walkable);
      const inFront =
        near !== null &&
        near.distance < STEP_OUT &&
        (near.point[0] - door.point[0]) * door.normal[0] + (near.point[1] - door.point[1]) * door.normal[1] > 0;
      const hit = inFront ? near : nearestOn(lines, door.out, walkable);
      if (!hit) return;
      const end = insertVertex(lines[hit.line] as NetworkLine, hit.segment, hit.point);
      const kind = wanted > 1 ? (stepped ? 'spur' : 'ramp') : 'spur';
      // (A door whose step-out point is on the walk already goes straight onto it.)
      const out = !inFront && dist(door.out, end) > 0.3 ? door.out : end;
      if (stepped)
        lines.push({ key: `${key}-front-steps`, modes: ['walking'], steps: true, points: [door.point, out] });
      const spur = stepped ? [out, end] : [door.point, out, end];
      const points = spur.filter((p, i) => i === 0 || dist(p, spur[i - 1] as Xy) > 0.01);
      if (points.length > 1) lines.push({ key: `${key}-${kind}`, modes: ['walking'], steps: false, points });
    });
    buildings.set(key, { rings: finalRings, doors: doors.map((door) => door.point), label: labelPoint(finalRings) });
  }
  splitCrossings(lines);
  return {
    outline: plan.straightOutline
      ? densify([...plan.outline, plan.outline[0] as Xy], 14).slice(0, -1)
      : smooth(plan.outline, 14, true),
    buildings,
    lines,
  };
}

/** `count` spots inside a building for the places it holds, apart from its name and each other. */
export function spotsInside(building: BuiltBuilding, count: number): Xy[] {
  const outer = building.rings[0] as Xy[];
  const xs = outer.map(([x]) => x);
  const ys = outer.map(([, y]) => y);
  const grid: Xy[] = [];
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += 2)
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += 2)
      if (
        insidePolygon([x, y], building.rings) &&
        Math.min(...building.rings.map((r) => distanceToRing([x, y], r))) > 3.5
      )
        grid.push([x, y]);
  const taken: Xy[] = [building.label];
  const out: Xy[] = [];
  for (let i = 0; i < count; i += 1) {
    const best = grid.reduce(
      (acc, p) => {
        const room = Math.min(...taken.map((t) => dist(t, p)));
        return room > acc.room ? { p, room } : acc;
      },
      { p: building.label, room: -1 },
    );
    out.push(best.p);
    taken.push(best.p);
  }
  return out;
}

/** The point of the driving network nearest a door, a few metres to the door's side of the road. */
export function kerbBy(lines: NetworkLine[], door: Xy): Xy {
  const hit = nearestOn(lines, door, (line) => line.modes.includes('driving'));
  if (!hit) return door;
  const line = lines[hit.line] as NetworkLine;
  const { point } = project(door, line.points[hit.segment] as Xy, line.points[hit.segment + 1] as Xy);
  const towards = sub(door, point);
  const length = Math.hypot(...towards) || 1;
  return add(point, scale(towards, 6 / length));
}
