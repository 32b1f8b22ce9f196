import * as z from 'zod/mini';

const position = z.tuple([z.number(), z.number()], z.number());
export const pointGeometry = z.object({ type: z.literal('Point'), coordinates: position });
export const lineStringGeometry = z.object({ type: z.literal('LineString'), coordinates: z.array(position) });
export const polygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) });
export const multiPolygonGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(position))),
});
export const geometry = z.discriminatedUnion('type', [
  pointGeometry,
  lineStringGeometry,
  polygonGeometry,
  multiPolygonGeometry,
]);

export function feature<P extends z.ZodMiniType>(properties: P) {
  return z.object({
    type: z.literal('Feature'),
    id: z.optional(z.union([z.number(), z.string()])),
    geometry,
    properties,
  });
}
export function featureCollection<P extends z.ZodMiniType>(properties: P) {
  return z.object({ type: z.literal('FeatureCollection'), features: z.array(feature(properties)) });
}
