// @vitest-environment node
// Issue 34: a building's name never lies on a building's outline or on another name — inside its
// building where it fits, beside it in the lawn where it does not, hidden where neither fits.
import { describe, expect, it } from 'vitest';
import type { CampusData } from './api/map-queries.ts';
import { buildingLabels, labelSize, LABEL_LINE_HEIGHT, type BuildingLabels } from './building-labels.ts';
import {
  boxClearance,
  boxesOverlap,
  boxTouchesShape,
  localProjection,
  metresPerPixel,
  type Box,
  type Shape,
  type Xy,
} from './label-geometry.ts';
import { textWidthEms } from './label-text.ts';

const ORIGIN: Xy = [-79.3875, 43.651];
const { toLngLat } = localProjection(ORIGIN);

/** A rectangle of w × h metres whose south-west corner is x, y metres from the origin. */
const rectangle = (x: number, y: number, w: number, h: number): Xy[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
  [x, y],
];

interface Plan {
  title: string;
  rings: Xy[][];
}

function campusOf(plans: Plan[]): CampusData {
  const empty = { type: 'FeatureCollection' as const, features: [] };
  return {
    outlines: empty,
    surroundings: empty,
    paths: empty,
    places: {
      type: 'FeatureCollection',
      features: plans.map((plan, index) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: toLngLat(plan.rings[0]?.[0] ?? [0, 0]) },
        properties: { id: index + 1, title: plan.title, polygon_id: null, category_ids: [], is_building: true },
      })),
    },
    buildings: {
      type: 'FeatureCollection',
      features: plans.map((plan, index) => ({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: plan.rings.map((ring) => ring.map(toLngLat)) },
        properties: { id: 100 + index, page_id: index + 1 },
      })),
    },
  } as unknown as CampusData;
}

const PLANS: Plan[] = [
  // A courtyard building, a long bar, a small garage squeezed between them, a lone pavilion.
  { title: 'Beaumont Library', rings: [rectangle(0, 0, 110, 60), rectangle(25, 18, 60, 30)] },
  { title: 'Carrington Science Centre', rings: [rectangle(130, 0, 28, 95)] },
  { title: 'Rosedale Parking Garage', rings: [rectangle(112, 70, 16, 12)] },
  { title: 'Oakridge Pavilion', rings: [rectangle(-150, 140, 22, 18)] },
];
const campus = campusOf(PLANS);
const shapes: Shape[] = PLANS.map((plan) => plan.rings.map((ring) => ring.map(([x, y]) => [x, y] as Xy)));
const { toXy } = localProjection(ORIGIN);

/** The box MapLibre draws a name in at a zoom (its letters and halo), in metres. */
function letterBox(label: BuildingLabels['features'][number], zoom: number): Box {
  const em = labelSize(zoom) * metresPerPixel(zoom, ORIGIN[1]);
  const lines = label.properties.title.split('\n');
  const hx = (Math.max(...lines.map(textWidthEms)) / 2) * em;
  const hy = ((lines.length * LABEL_LINE_HEIGHT) / 2) * em;
  const [ax, ay] = toXy(label.geometry.coordinates);
  // The point is the middle of the side the letters hang from (MapLibre's text-anchor).
  const { anchor } = label.properties;
  const x = anchor === 'left' ? ax + hx : anchor === 'right' ? ax - hx : ax;
  const y = anchor === 'top' ? ay - hy : anchor === 'bottom' ? ay + hy : ay;
  return { minX: x - hx, minY: y - hy, maxX: x + hx, maxY: y + hy };
}

const shownAt = (labels: BuildingLabels, zoom: number) =>
  labels.features.filter(
    (label) => label.properties.min_zoom <= Math.floor(zoom) && Math.floor(zoom) < label.properties.max_zoom,
  );

describe('building names on the campus map', () => {
  const labels = buildingLabels(campus);
  // Every zoom a visitor can reach, in steps finer than a band.
  const zooms = Array.from({ length: 8 * 8 }, (_, step) => 12 + step / 8);

  it('never lie across a building’s outline: each is inside its own building or clear of all', () => {
    for (const zoom of zooms) {
      for (const label of shownAt(labels, zoom)) {
        const box = letterBox(label, zoom);
        const own = shapes[label.properties.id - 1] as Shape;
        const [x, y] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
        const insideOwn = boxClearance([x, y], own, (box.maxX - box.minX) / 2, (box.maxY - box.minY) / 2) > 1;
        const touching = shapes.filter((shape) => boxTouchesShape(box, shape));
        expect(
          insideOwn ? touching.filter((shape) => shape !== own) : touching,
          `${label.properties.title} at ${String(zoom)}`,
        ).toEqual([]);
      }
    }
  });

  it('never lie on one another', () => {
    for (const zoom of zooms) {
      const boxes = shownAt(labels, zoom).map((label) => letterBox(label, zoom));
      boxes.forEach((box, index) => {
        expect(boxes.slice(index + 1).some((other) => boxesOverlap(box, other))).toBe(false);
      });
    }
  });

  it('show one name per building at a time', () => {
    for (const zoom of zooms) {
      const ids = shownAt(labels, zoom).map((label) => label.properties.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('stand beside a building too small for its name at the campus-wide zoom, and inside it closer in', () => {
    const garage = (zoom: number) => shownAt(labels, zoom).find((label) => label.properties.id === 3);
    const library = (zoom: number) => shownAt(labels, zoom).find((label) => label.properties.id === 1);
    const outside = (label: BuildingLabels['features'][number] | undefined, shape: Shape) =>
      label !== undefined && !boxTouchesShape(letterBox(label, 16), shape);
    expect(outside(garage(16), shapes[2] as Shape)).toBe(true);
    // The library's name fits in its south wing, not in the courtyard.
    const [x, y] = toXy(library(18)?.geometry.coordinates ?? [0, 0]);
    expect(y).toBeLessThan(18);
    expect(x).toBeGreaterThan(0);
    expect(garage(19)).toBeDefined();
    expect(outside(garage(19), shapes[2] as Shape)).toBe(false);
  });

  it('name every building once there is room, breaking long names into lines', () => {
    expect(new Set(shownAt(labels, 17.5).map((label) => label.properties.id))).toEqual(new Set([1, 2, 3, 4]));
    const science = shownAt(labels, 16).find((label) => label.properties.id === 2);
    expect(science?.properties.title.split('\n').length).toBeGreaterThan(1);
  });
});
