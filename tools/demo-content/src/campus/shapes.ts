/**
 * Building footprints of the demo campuses (issue 34): the shapes campus buildings have, drawn on
 * their own box (w × h metres, centred on 0) and then turned and placed by the plan. Rings are
 * counter-clockwise; a courtyard is a second ring (a hole).
 */
import { add, rotate, signedArea, type Xy } from './geometry.ts';

export type Footprint =
  | { kind: 'bar'; w: number; h: number }
  /** An L: a wing of width `a` up the west side and one of depth `b` along the south. */
  | { kind: 'L'; w: number; h: number; a: number; b: number }
  /** A U open to the north: a range of depth `b` along the south, wings of width `a`. */
  | { kind: 'U'; w: number; h: number; a: number; b: number }
  /** A T: a range of depth `b` along the north, a stem of width `a` down the middle. */
  | { kind: 'T'; w: number; h: number; a: number; b: number }
  /** An E: a spine of depth `b` along the south, three wings of width `a` to the north. */
  | { kind: 'E'; w: number; h: number; a: number; b: number }
  /** An H: two wings of width `a`, joined by a range of depth `b` across the middle. */
  | { kind: 'H'; w: number; h: number; a: number; b: number }
  /** A closed courtyard: ranges `a` deep all round. */
  | { kind: 'court'; w: number; h: number; a: number }
  /** Any outline, on the building's box. */
  | { kind: 'poly'; points: Xy[] };

function outline(shape: Footprint): Xy[][] {
  if (shape.kind === 'poly') return [shape.points];
  const { w, h } = shape;
  const [x0, x1, y0, y1] = [-w / 2, w / 2, -h / 2, h / 2];
  switch (shape.kind) {
    case 'bar':
      return [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ],
      ];
    case 'L':
      return [
        [
          [x0, y0],
          [x1, y0],
          [x1, y0 + shape.b],
          [x0 + shape.a, y0 + shape.b],
          [x0 + shape.a, y1],
          [x0, y1],
        ],
      ];
    case 'U':
      return [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x1 - shape.a, y1],
          [x1 - shape.a, y0 + shape.b],
          [x0 + shape.a, y0 + shape.b],
          [x0 + shape.a, y1],
          [x0, y1],
        ],
      ];
    case 'T':
      return [
        [
          [-shape.a / 2, y0],
          [shape.a / 2, y0],
          [shape.a / 2, y1 - shape.b],
          [x1, y1 - shape.b],
          [x1, y1],
          [x0, y1],
          [x0, y1 - shape.b],
          [-shape.a / 2, y1 - shape.b],
        ],
      ];
    case 'E': {
      const gap = (w - 3 * shape.a) / 2;
      const top = y0 + shape.b;
      return [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x1 - shape.a, y1],
          [x1 - shape.a, top],
          [x0 + shape.a + gap + shape.a, top],
          [x0 + shape.a + gap + shape.a, y1],
          [x0 + shape.a + gap, y1],
          [x0 + shape.a + gap, top],
          [x0 + shape.a, top],
          [x0 + shape.a, y1],
          [x0, y1],
        ],
      ];
    }
    case 'H':
      return [
        [
          [x0, y0],
          [x0 + shape.a, y0],
          [x0 + shape.a, -shape.b / 2],
          [x1 - shape.a, -shape.b / 2],
          [x1 - shape.a, y0],
          [x1, y0],
          [x1, y1],
          [x1 - shape.a, y1],
          [x1 - shape.a, shape.b / 2],
          [x0 + shape.a, shape.b / 2],
          [x0 + shape.a, y1],
          [x0, y1],
        ],
      ];
    case 'court':
      return [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ],
        [
          [x0 + shape.a, y0 + shape.a],
          [x0 + shape.a, y1 - shape.a],
          [x1 - shape.a, y1 - shape.a],
          [x1 - shape.a, y0 + shape.a],
        ],
      ];
  }
}

/** The footprint placed: scaled by `size`, mirrored east–west if asked, turned by `angle` degrees, centred at `at`. */
export function placeFootprint(shape: Footprint, at: Xy, angle: number, mirror = false, size = 1): Xy[][] {
  return outline(shape).map((ring, index) => {
    let placed = ring.map(([x, y]) => add(at, rotate([(mirror ? -x : x) * size, y * size], angle)));
    // The outline counter-clockwise, a courtyard clockwise (GeoJSON's right-hand rule).
    const counterClockwise = signedArea(placed) > 0;
    if (counterClockwise !== (index === 0)) placed = placed.reverse();
    return placed;
  });
}
