// Where each building's name goes at each zoom (issue 34: never on top of another name or of a
// building's outline). MapLibre keeps names apart from each other but knows nothing of fills, so
// the campus map decides where a name may stand and MapLibre's collision rules decide among those:
//
// - inside its building, at the spot where the name (on one, two or three lines) has the most
//   room, from the zoom where it fits there with a margin;
// - below that zoom, beside its building in the lawn (below, above, right or left of it, in that
//   order), where it touches no building and no name already placed;
// - nowhere, when neither fits (MapLibre shows it when the visitor zooms in).
//
// A symbol layer's filter sees the zoom only as the integer zoom of its tile, so each placement is
// decided for a whole zoom band [z, z + 1), with the name as large as it grows in the band and the
// buildings as small as they are at its start: a name is clear of outlines at every zoom it shows.
import type { CampusData } from './api/map-queries.ts';
import {
  boundsOf,
  boxesOverlap,
  boxTouchesShape,
  localProjection,
  metresPerPixel,
  reachInBand,
  roomiestSpot,
  type Box,
  type Shape,
  type Xy,
} from './label-geometry.ts';
import { textLayouts, textWidthEms, type TextLayout } from './label-text.ts';

/** The names' size in pixels by zoom (the style's text-size interpolates linearly between these). */
export const LABEL_SIZE_STOPS: readonly [number, number][] = [
  [15, 10],
  [18, 14],
];
/** The style's text-line-height, in ems. */
export const LABEL_LINE_HEIGHT = 1.1;
/** Room kept round the letters, in ems: the halo (1.4 px) and a clear gap to any outline. */
const MARGIN = 0.35;
/** Zoom bands with a placement; below the first no name shows, from the last one on all stay. */
const FIRST_BAND = 12;
const LAST_BAND = 19;
const NO_LIMIT = 99;

export function labelSize(zoom: number): number {
  const [[z0, s0], [z1, s1]] = LABEL_SIZE_STOPS as [[number, number], [number, number]];
  const at = Math.min(1, Math.max(0, (zoom - z0) / (z1 - z0)));
  return s0 + at * (s1 - s0);
}

export interface BuildingLabelProperties {
  /** The building's place (so a click and a category's dimming find it). */
  id: number;
  title: string;
  anchor: LabelAnchor;
  min_zoom: number;
  max_zoom: number;
}
export interface BuildingLabels {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    geometry: { type: 'Point'; coordinates: [number, number] };
    properties: BuildingLabelProperties;
  }[];
}

interface Building {
  placeId: number;
  shape: Shape;
  bounds: Box;
  area: number;
  layouts: { layout: TextLayout; spot: { at: Xy; room: number } | null }[];
}

/** Half the box of a layout in ems, margin included. */
const halfBox = (layout: TextLayout): [number, number] => [
  layout.width / 2 + MARGIN,
  (layout.lines * LABEL_LINE_HEIGHT) / 2 + MARGIN,
];

function ringArea(ring: readonly Xy[]): number {
  let twice = 0;
  ring.forEach(([x, y], index) => {
    const [nx, ny] = ring[(index + 1) % ring.length] as Xy;
    twice += x * ny - nx * y;
  });
  return Math.abs(twice) / 2;
}

function campusBuildings(campus: CampusData, toXy: (at: Xy) => Xy, measure: (text: string) => number): Building[] {
  return campus.places.features.flatMap((place) => {
    if (!place.properties.is_building) return [];
    const footprint = campus.buildings.features.find((feature) => {
      const { id, page_id: page } = feature.properties as { id?: unknown; page_id?: unknown };
      return page === place.properties.id || (id !== undefined && id === place.properties.polygon_id);
    });
    const geometry = footprint?.geometry;
    const polygons =
      geometry?.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry?.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    // A building in several parts is named on its largest.
    const shape = polygons
      .map((rings): Shape => rings.map((ring) => ring.map((at) => toXy([at[0], at[1]]))))
      .sort((a, b) => ringArea(b[0] ?? []) - ringArea(a[0] ?? []))[0];
    const outer = shape?.[0];
    if (!shape || !outer || outer.length < 3) return [];
    return [
      {
        placeId: place.properties.id,
        shape,
        bounds: boundsOf(outer),
        area: ringArea(outer),
        layouts: textLayouts(place.properties.title, measure).map((layout) => ({
          layout,
          spot: roomiestSpot(shape, ...halfBox(layout)),
        })),
      },
    ];
  });
}

/** Where the letters hang from a name's point (MapLibre's text-anchor): towards its building. */
export type LabelAnchor = 'center' | 'top' | 'bottom' | 'left' | 'right';

interface Placement {
  at: Xy;
  text: string;
  anchor: LabelAnchor;
}

function boxAround([x, y]: Xy, [hx, hy]: [number, number]): Box {
  return { minX: x - hx, minY: y - hy, maxX: x + hx, maxY: y + hy };
}

/**
 * The boxes beside a building, in the order tried: below, above, right, left, then below and above
 * shifted a third of the name's width either way. Each name hangs from the edge of its box nearest
 * the building, so letters smaller than the box (lower in the band) stay close to it.
 */
function besideSpots(building: Building, width: number, height: number, gap: number, margin: number) {
  const { shape, bounds } = building;
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  const spots: { box: Box; at: Xy; anchor: LabelAnchor }[] = [];
  const vertical = (shift: number) => {
    const [x0, x1] = [cx + shift - width / 2, cx + shift + width / 2];
    const column = reachInBand(shape, 'y', x0, x1);
    if (!column) return;
    const [top, bottom] = [column.min - gap, column.max + gap];
    spots.push({
      box: { minX: x0, maxX: x1, maxY: top, minY: top - height },
      at: [cx + shift, top - margin],
      anchor: 'top',
    });
    spots.push({
      box: { minX: x0, maxX: x1, minY: bottom, maxY: bottom + height },
      at: [cx + shift, bottom + margin],
      anchor: 'bottom',
    });
  };
  vertical(0);
  const [y0, y1] = [cy - height / 2, cy + height / 2];
  const row = reachInBand(shape, 'x', y0, y1);
  if (row) {
    const [right, left] = [row.max + gap, row.min - gap];
    spots.push({
      box: { minY: y0, maxY: y1, minX: right, maxX: right + width },
      at: [right + margin, cy],
      anchor: 'left',
    });
    spots.push({
      box: { minY: y0, maxY: y1, maxX: left, minX: left - width },
      at: [left - margin, cy],
      anchor: 'right',
    });
  }
  vertical(-width / 3);
  vertical(width / 3);
  return spots;
}

/** A name beside a building no wider than this (in ems) keeps to as few lines as it can. */
const COMPACT_WIDTH = 7;

/** Beside a building, a compact block reads best: fewest lines within COMPACT_WIDTH, then narrowest. */
function besideOrder(layouts: Building['layouts']): TextLayout[] {
  const rank = (layout: TextLayout) => (layout.width <= COMPACT_WIDTH ? layout.lines : 10 + layout.width);
  return layouts.map(({ layout }) => layout).sort((a, b) => rank(a) - rank(b));
}

/** Each building's placement in one zoom band, by its place id. */
function placeBand(buildings: readonly Building[], band: number, latitude: number): Map<number, Placement> {
  // Metres per em: the name at its largest in the band over the buildings at their smallest.
  const em = labelSize(band + 1) * metresPerPixel(band, latitude);
  const placed = new Map<number, Placement>();
  const boxes: Box[] = [];
  for (const building of buildings) {
    const inside = building.layouts.find(({ spot }) => spot && spot.room >= em);
    if (!inside?.spot) continue;
    placed.set(building.placeId, { at: inside.spot.at, text: inside.layout.text, anchor: 'center' });
    const [hx, hy] = halfBox(inside.layout);
    boxes.push(boxAround(inside.spot.at, [hx * em, hy * em]));
  }
  const clear = (box: Box) =>
    !boxes.some((other) => boxesOverlap(box, other)) &&
    !buildings.some((other) => boxesOverlap(box, other.bounds) && boxTouchesShape(box, other.shape));
  const rest = buildings.filter((building) => !placed.has(building.placeId)).sort((a, b) => b.area - a.area);
  for (const building of rest) {
    search: for (const layout of besideOrder(building.layouts)) {
      const [hx, hy] = halfBox(layout);
      for (const { box, at, anchor } of besideSpots(building, 2 * hx * em, 2 * hy * em, 0.1 * em, MARGIN * em)) {
        if (!clear(box)) continue;
        placed.set(building.placeId, { at, text: layout.text, anchor });
        boxes.push(box);
        break search;
      }
    }
  }
  return placed;
}

/**
 * The building names as points, each with the zoom range it shows in (min_zoom ≤ zoom < max_zoom):
 * the source of the style's `place-labels` layer.
 */
export function buildingLabels(campus: CampusData, measure: (text: string) => number = textWidthEms): BuildingLabels {
  const first = campus.buildings.features.find((feature) => feature.geometry.type === 'Polygon')?.geometry;
  const origin = first?.type === 'Polygon' ? first.coordinates[0]?.[0] : undefined;
  if (!origin) return { type: 'FeatureCollection', features: [] };
  const { toXy, toLngLat } = localProjection([origin[0], origin[1]]);
  const buildings = campusBuildings(campus, toXy, measure);
  const features: BuildingLabels['features'] = [];
  const open = new Map<number, { placement: Placement; from: number }>();
  const close = (placeId: number, until: number) => {
    const run = open.get(placeId);
    if (!run) return;
    open.delete(placeId);
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: toLngLat(run.placement.at) },
      properties: {
        id: placeId,
        title: run.placement.text,
        anchor: run.placement.anchor,
        min_zoom: run.from,
        max_zoom: until,
      },
    });
  };
  for (let band = FIRST_BAND; band <= LAST_BAND; band += 1) {
    const placements = placeBand(buildings, band, origin[1]);
    for (const building of buildings) {
      const now = placements.get(building.placeId);
      const run = open.get(building.placeId);
      const same =
        run &&
        now &&
        run.placement.text === now.text &&
        run.placement.anchor === now.anchor &&
        run.placement.at.every((value, axis) => value === now.at[axis]);
      if (same) continue;
      close(building.placeId, band);
      if (now) open.set(building.placeId, { placement: now, from: band });
    }
  }
  for (const placeId of [...open.keys()]) close(placeId, NO_LIMIT);
  return { type: 'FeatureCollection', features };
}
