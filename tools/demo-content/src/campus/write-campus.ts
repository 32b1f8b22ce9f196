/**
 * Writes a demo campus from its plan into the pack (issue 34): map.yaml (outline, buildings and
 * their doors, the path network) and grounds.yaml are written whole; in places.yaml, scenes.yaml
 * and tours.yaml only the coordinates change, so their text stays as written. Deterministic: the
 * same plan writes the same files. `npm run campus -w @meridian/demo-content`, then `npm run basemap`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Document, isSeq, parse, parseDocument, visit } from 'yaml';
import { buildCampus, kerbBy, spotsInside, type BuiltCampus } from './build-campus.ts';
import type { CampusPlan } from './campus-plan.ts';
import { add, dist, localFrame, rotate, scale, sub, type Xy } from './geometry.ts';

type Names = Record<string, string>;
interface MapEntry {
  key: string;
  name: Names | null;
  place: string;
  levels: number;
  entrances: { name: Names; accessible: boolean }[];
}
interface OldMap {
  campus_outlines: { key: string; name: Names }[];
  buildings: MapEntry[];
  paths: { key: string; name?: Names; coordinates: Xy[] }[];
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const closeRing = (ring: Xy[]) => [...ring, ring[0] as Xy];

/** Coordinate pairs on one line each ([lng, lat]), the rest in block style. */
function dump(value: unknown, header: string): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  visit(doc, {
    Seq(_, node) {
      if (
        node.items.length === 2 &&
        node.items.every((item) => typeof (item as { value?: unknown }).value === 'number')
      )
        node.flow = true;
    },
  });
  return `${header}\n${doc.toString({ lineWidth: 0 })}`;
}

/** Where each place, scene and stop goes: an outdoor spot of the plan, else by the building it belongs to. */
function placer(
  plan: CampusPlan,
  campus: BuiltCampus,
  oldPlaces: { key: string; building?: boolean; coordinates?: Xy }[],
) {
  const oldPoint = new Map(oldPlaces.map((place) => [place.key, place.coordinates]));
  const buildingKeys = oldPlaces.filter((place) => place.building).map((place) => place.key);
  /** The building an old coordinate belonged to: the nearest building's old place point. */
  const owner = (at: Xy) =>
    buildingKeys.reduce((best, key) => {
      const p = oldPoint.get(key);
      const bp = oldPoint.get(best);
      return p && bp && dist(p, at) < dist(bp, at) ? key : best;
    }, buildingKeys[0] ?? '');
  const inside = new Map<string, Xy[]>();
  const heldBy = new Map<string, string[]>();
  for (const place of oldPlaces) {
    if (place.building || !place.coordinates) continue;
    const key = place.key.split('-').at(-1) ?? '';
    heldBy.set(key, [...(heldBy.get(key) ?? []), place.key]);
  }
  for (const [key, held] of heldBy) {
    const building = campus.buildings.get(key);
    if (building)
      held.forEach((place, i) => inside.set(place, [spotsInside(building, held.length)[i] ?? building.label]));
  }
  return (key: string, old: Xy | undefined): Xy | undefined => {
    const spot = plan.spots[key];
    if (spot) return spot;
    const own = campus.buildings.get(key);
    if (own) return own.label;
    const buildingKey = key.split('-').at(-1) ?? '';
    const building = campus.buildings.get(buildingKey);
    if (building) {
      const [main = building.label, side = main] = building.doors;
      if (key.startsWith('accessible-entrance-')) return side;
      if (key.startsWith('bus-stop-')) return kerbBy(campus.lines, main);
      if (key.startsWith('bike-')) {
        // Beside the main door, out on the lawn.
        const out = sub(main, building.label);
        return add(
          main,
          add(scale(out, 7 / (Math.hypot(...out) || 1)), rotate(scale(out, 5 / (Math.hypot(...out) || 1)), 90)),
        );
      }
      return inside.get(key)?.[0] ?? building.label;
    }
    if (!old) return undefined;
    return campus.buildings.get(owner(old))?.label;
  };
}

export function writeCampus(packDir: string, plan: CampusPlan): void {
  const oldMap = parse(read(packDir, 'map.yaml')) as OldMap;
  const entrances = new Map(oldMap.buildings.map((b) => [b.place, b.entrances]));
  const campus = buildCampus(plan, (key) => entrances.get(key)?.length ?? 1);
  const { toM, toLngLat } = localFrame(plan.origin);
  const ll = (points: Xy[]) => points.map(toLngLat);
  const pathNames = new Map(oldMap.paths.filter((p) => p.name).map((p) => [p.name?.en ?? '', p.name]));
  const rampName = oldMap.paths.find((p) => p.key.endsWith('-ramp'))?.name;

  const map = {
    campus_outlines: oldMap.campus_outlines.map((outline) => ({
      ...outline,
      polygon: [closeRing(ll(campus.outline))],
    })),
    buildings: oldMap.buildings.map((entry) => {
      const built = campus.buildings.get(entry.place);
      if (!built) throw new Error(`the plan has no building ${entry.place}`);
      return {
        ...entry,
        polygon: built.rings.map((ring) => closeRing(ll(ring))),
        entrances: entry.entrances.map((door, i) => ({
          coordinates: toLngLat(built.doors[i] as Xy),
          name: door.name,
          accessible: door.accessible,
        })),
      };
    }),
    osm_buildings: [],
    paths: campus.lines.map((line) => {
      const name = line.name ? pathNames.get(line.name) : line.key.endsWith('-ramp') ? rampName : undefined;
      if (line.name && !name) throw new Error(`no translations for the path name ${line.name}`);
      return {
        key: line.key,
        ...(name ? { name } : {}),
        modes: line.modes,
        ...(line.steps ? { steps: true } : {}),
        coordinates: ll(line.points),
      };
    }),
  };
  fs.writeFileSync(
    path.join(packDir, 'map.yaml'),
    dump(
      map,
      '# The demo campus map, written by `npm run campus -w @meridian/demo-content` from its plan\n# (tools/demo-content/src/campus/): edit the plan, not this file.',
    ),
  );
  fs.writeFileSync(
    path.join(packDir, 'grounds.yaml'),
    dump(
      {
        ...(plan.waterfront ? { waterfront: true } : {}),
        ...(plan.river ? { river: { width: plan.river.width, line: ll(plan.river.line) } } : {}),
        grounds: plan.grounds.map((g) => ({ kind: g.kind, polygon: [closeRing(ll(g.ring))] })),
      },
      '# The campus grounds the demo basemap draws (tools/demo-content/src/basemap), written from the campus\n# plan by `npm run campus -w @meridian/demo-content`. Not imported (the pack has no such entity).',
    ),
  );

  // Coordinates only, in the hand-written files.
  const oldPlaces = parse(read(packDir, 'places.yaml')) as { key: string; building?: boolean; coordinates?: Xy }[];
  const where = placer(
    plan,
    campus,
    oldPlaces.map((p) => ({ ...p, coordinates: p.coordinates ? toM(p.coordinates) : undefined })),
  );
  const update = (
    file: string,
    each: (doc: Document, set: (at: (string | number)[], key: string, old: Xy | undefined) => void) => void,
  ) => {
    const doc = parseDocument(read(packDir, file));
    each(doc, (at, key, old) => {
      const point = where(key, old ? toM(old) : undefined);
      if (point) doc.setIn(at, doc.createNode(toLngLat(point), { flow: true }));
    });
    fs.writeFileSync(path.join(packDir, file), doc.toString({ lineWidth: 0 }));
  };
  update('places.yaml', (doc, set) => {
    const items = doc.contents;
    if (!isSeq(items)) return;
    items.items.forEach((_, i) => {
      const key = String(doc.getIn([i, 'key']));
      set([i, 'coordinates'], key, undefined);
    });
  });
  update('scenes.yaml', (doc, set) => {
    const scenes = parse(doc.toString()) as { key: string; location?: Xy }[];
    scenes.forEach((scene, i) => scene.location && set([i, 'location'], scene.key, scene.location));
  });
  update('tours.yaml', (doc, set) => {
    const tours = parse(doc.toString()) as { stops?: { key: string; coordinates?: Xy }[] }[];
    tours.forEach((tour, i) =>
      tour.stops?.forEach(
        (stop, j) => stop.coordinates && set([i, 'stops', j, 'coordinates'], stop.key, stop.coordinates),
      ),
    );
  });
}
