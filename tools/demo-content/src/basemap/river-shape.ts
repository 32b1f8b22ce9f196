/**
 * A river of a campus plan (grounds.yaml `river`, issue 34) as the basemap draws it: a smooth band
 * of its width round its centre line, and where it runs at each latitude (so the city's streets
 * and blocks keep off it).
 */
import type { Feature, Polygon, Position } from 'geojson';
import { add, localFrame, scale, smooth, sub, type Xy } from '../campus/geometry.ts';

export function riverShape(
  line: Position[],
  width: number,
): { at: (lat: number) => number; polygon: Feature<Polygon> } {
  const origin = (line[0] ?? [0, 0]) as Xy;
  const { toM, toLngLat } = localFrame(origin);
  const centre = smooth(line.map(toM), 12);
  const sides = centre.map((point, i) => {
    const [dx, dy] = sub(centre[Math.min(i + 1, centre.length - 1)] as Xy, centre[Math.max(i - 1, 0)] as Xy);
    const length = Math.hypot(dx, dy) || 1;
    const normal: Xy = [-dy / length, dx / length];
    return [add(point, scale(normal, width / 2)), add(point, scale(normal, -width / 2))] as const;
  });
  const ring = [...sides.map(([left]) => left), ...sides.map(([, right]) => right).reverse()].map(toLngLat);
  const geo = centre.map(toLngLat);
  const at = (lat: number): number => {
    for (let i = 1; i < geo.length; i += 1) {
      const [ax, ay] = geo[i - 1] as Xy;
      const [bx, by] = geo[i] as Xy;
      if ((ay - lat) * (by - lat) <= 0 && ay !== by) return ax + ((bx - ax) * (lat - ay)) / (by - ay);
    }
    return (geo[0] as Xy)[0];
  };
  return {
    at,
    polygon: {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [[...ring, ring[0] as Xy]] },
    },
  };
}
