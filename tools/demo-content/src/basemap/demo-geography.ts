/**
 * The made-up surroundings of the demo campus for its basemap (issue 15): land, a lake shore to
 * the south, a river to the east, parks, a street grid and city blocks of buildings. Derived from
 * the campus outline (a margin is left around it for the pack's own surrounding buildings), and
 * deterministic: the same campus gives the same features. Not a real place.
 */
import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson';
import { SeededRandom } from '../random.ts';

export type Box = [west: number, south: number, east: number, north: number];

export interface Geography {
  bounds: Box;
  layers: Record<'earth' | 'water' | 'parks' | 'roads' | 'buildings', FeatureCollection>;
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
const polygon = (ring: Position[], properties: Record<string, string> = {}): Feature<Polygon> => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: [[...ring, ring[0] as Position]] },
});
const rectangle = ([west, south, east, north]: Box, properties: Record<string, string> = {}) =>
  polygon(
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
    ],
    properties,
  );
const line = (coordinates: Position[], properties: Record<string, string>): Feature<LineString> => ({
  type: 'Feature',
  properties,
  geometry: { type: 'LineString', coordinates },
});
const round = (value: number) => Math.round(value * 1e7) / 1e7;
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** Street spacing and the margins, in degrees (about 160 m between streets at this latitude). */
const STREET = 0.002;
const CAMPUS_MARGIN = 0.0004;
const AREA = { lng: 0.03, lat: 0.02 };

/**
 * `shoreAt`: the latitude of the water's edge at a longitude, for a campus on the water (the harbour:
 * `waterfront.ts`); by default a lake shore a few streets south of the campus.
 */
export function demoGeography(
  campus: Box,
  shoreAt?: (lng: number) => number,
  river?: { at: (lat: number) => number; polygon: Feature<Polygon> },
): Geography {
  const [west, south, east, north] = campus;
  const bounds: Box = [west - AREA.lng, south - AREA.lat, east + AREA.lng, north + AREA.lat];
  const [bw, bs, be, bn] = bounds;
  // The lake: everything south of a gently waving shore, a few streets below the campus.
  const shoreLat = (lng: number) =>
    round(shoreAt ? shoreAt(lng) : south - 0.0065 + 0.0012 * Math.sin((lng - bw) * 180));
  const shoreSteps = 48;
  const shore = Array.from({ length: shoreSteps + 1 }, (_, index): Position => {
    const lng = round(bw + ((be - bw) * index) / shoreSteps);
    return [lng, shoreLat(lng)];
  });
  // The river: a band from the north edge to the lake, east of the campus.
  // (A campus plan's own river, through or beside the campus, replaces it: campus/campus-plan.ts.)
  const riverLng = (lat: number) => round(river ? river.at(lat) : east + 0.0075 + 0.0015 * Math.sin((lat - bs) * 150));
  const riverSteps = 32;
  const riverCentre = Array.from({ length: riverSteps + 1 }, (_, index): Position => {
    const lat = round(bn - ((bn - shoreLat(east + 0.0075)) * index) / riverSteps);
    return [riverLng(lat), lat];
  });
  const riverShape =
    river?.polygon ??
    polygon([
      ...riverCentre.map(([lng, lat]): Position => [round((lng as number) - 0.0006), lat as number]),
      ...[...riverCentre].reverse().map(([lng, lat]): Position => [round((lng as number) + 0.0006), lat as number]),
    ]);
  const lake = polygon([[bw, bs], [be, bs], ...[...shore].reverse()]);
  // (The park between campus and shore only where the shore leaves room for it.)
  const parks = (
    [
      [west - 0.006, north + 0.0016, west - 0.0016, north + 0.0052],
      [west + 0.002, shoreLat(west) + 0.0002, east - 0.002, south - CAMPUS_MARGIN - 0.0022],
    ] satisfies Box[]
  ).filter((park: Box) => park[3] > park[1] + 0.001);
  const campusZone: Box = [west - CAMPUS_MARGIN, south - CAMPUS_MARGIN, east + CAMPUS_MARGIN, north + CAMPUS_MARGIN];
  const onLand = (box: Box) =>
    box[1] > shoreLat(box[0]) + 0.0003 &&
    box[1] > shoreLat(box[2]) + 0.0003 &&
    !(box[2] > riverLng(box[1]) - 0.0012 && box[0] < riverLng(box[3]) + 0.0012);

  // Streets: a grid, every fourth one an avenue; none crosses the campus, the lake or the river.
  const roads: Feature[] = [];
  const firstLng = Math.ceil(bw / STREET) * STREET;
  for (let lng = firstLng, index = 0; lng < be; lng += STREET, index += 1) {
    const x = round(lng);
    if (Math.abs(x - riverLng(bn)) < 0.0015) continue;
    const kind = index % 4 === 0 ? 'major' : 'minor';
    const top = bn;
    const bottom = shoreLat(x) + 0.0002;
    if (x > campusZone[0] && x < campusZone[2]) {
      roads.push(
        line(
          [
            [x, top],
            [x, campusZone[3]],
          ],
          { kind },
        ),
      );
      // (None south of a campus on the water.)
      if (bottom < campusZone[1])
        roads.push(
          line(
            [
              [x, campusZone[1]],
              [x, bottom],
            ],
            { kind },
          ),
        );
    } else
      roads.push(
        line(
          [
            [x, top],
            [x, bottom],
          ],
          { kind },
        ),
      );
  }
  const firstLat = Math.ceil(bs / STREET) * STREET;
  for (let lat = firstLat, index = 0; lat < bn; lat += STREET, index += 1) {
    const y = round(lat);
    if (y < shoreLat(bw) + 0.0008 && y < shoreLat(be) + 0.0008) continue;
    const kind = index % 4 === 0 ? 'major' : 'minor';
    // Streets stop at the river, where avenues cross it on a bridge.
    const spans: [number, number][] =
      kind === 'major'
        ? [[bw, be]]
        : [
            [bw, riverLng(y) - 0.0008],
            [riverLng(y) + 0.0008, be],
          ];
    for (const [from, to] of spans) {
      if (y > campusZone[1] && y < campusZone[3] && from < campusZone[0] && to > campusZone[2]) {
        roads.push(
          line(
            [
              [round(from), y],
              [campusZone[0], y],
            ],
            { kind },
          ),
        );
        roads.push(
          line(
            [
              [campusZone[2], y],
              [round(to), y],
            ],
            { kind },
          ),
        );
      } else
        roads.push(
          line(
            [
              [round(from), y],
              [round(to), y],
            ],
            { kind },
          ),
        );
    }
  }

  // Buildings: two to four per block, on land, outside the campus zone and the parks.
  const random = new SeededRandom(1543);
  const buildings: Feature[] = [];
  for (let lng = firstLng; lng < be - STREET; lng += STREET) {
    for (let lat = firstLat; lat < bn - STREET; lat += STREET) {
      const count = random.int(2, 4);
      for (let index = 0; index < count; index += 1) {
        const w = round(lng + 0.0003 + (index % 2) * 0.0008 + random.range(0, 0.0001));
        const s = round(lat + 0.0003 + Math.floor(index / 2) * 0.0007 + random.range(0, 0.0001));
        const box: Box = [w, s, round(w + random.range(0.0004, 0.0006)), round(s + random.range(0.0003, 0.0005))];
        if (!onLand(box) || overlaps(box, campusZone) || parks.some((park) => overlaps(box, park))) continue;
        buildings.push(rectangle(box));
      }
    }
  }

  return {
    bounds,
    layers: {
      earth: collection([rectangle(bounds)]),
      water: collection([
        { ...lake, properties: { kind: 'lake' } },
        { ...riverShape, properties: { kind: 'river' } },
      ]),
      parks: collection(parks.map((park) => rectangle(park, { kind: 'park' }))),
      roads: collection(roads),
      buildings: collection(buildings),
    },
  };
}
