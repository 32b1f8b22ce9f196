// The editor's lines over the campus: every path, step-free in green and with steps dashed in the
// visitor map's stairs colour (shown while paths are chosen), the chosen one underlined; and the
// outline being edited (solid) or drawn (dashed).
import type { ExpressionSpecification } from 'maplibre-gl';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { closedRing, type LngLat } from './map-geometry.ts';

export interface StageLines {
  paths: { lines: LngLat[][]; steps: boolean[]; selected: number | null; shown: boolean };
  /** The outline being edited, as corners. */
  outline: LngLat[] | null;
  /** The outline being drawn, its corners so far. */
  draft: LngLat[] | null;
}

/** The paths' width: thin over the whole campus, wide enough to aim at close up. */
const PATH_WIDTH: ExpressionSpecification = ['interpolate', ['linear'], ['zoom'], 15, 1.5, 19, 6];
const SELECTED_WIDTH: ExpressionSpecification = ['interpolate', ['linear'], ['zoom'], 15, 6, 19, 18];

const line = (coordinates: LngLat[], properties: Record<string, unknown>) => ({
  type: 'Feature' as const,
  properties,
  geometry: { type: 'LineString' as const, coordinates },
});

export function StageOverlays({ lines }: { lines: StageLines }) {
  const pathData = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: lines.paths.lines.map((coordinates, index) =>
        line(coordinates, { steps: lines.paths.steps[index] === true, selected: index === lines.paths.selected }),
      ),
    }),
    [lines.paths],
  );
  const shapeData = useMemo(() => {
    const features: ReturnType<typeof line>[] = [];
    if (lines.outline && lines.outline.length > 1) features.push(line(closedRing(lines.outline), { draft: false }));
    if (lines.draft && lines.draft.length > 1) features.push(line(lines.draft, { draft: true }));
    return { type: 'FeatureCollection' as const, features };
  }, [lines.outline, lines.draft]);

  return (
    <>
      <Source id="studio-paths" type="geojson" data={pathData}>
        <Layer
          id="studio-paths-selected"
          type="line"
          filter={['==', ['get', 'selected'], true]}
          layout={{ 'line-cap': 'round', 'line-join': 'round', visibility: lines.paths.shown ? 'visible' : 'none' }}
          paint={{ 'line-color': '#1f4f8f', 'line-width': SELECTED_WIDTH, 'line-opacity': 0.45 }}
        />
        {/* Step-free paths in green; paths with steps dashed, in the visitor map's stairs colour. */}
        <Layer
          id="studio-paths-free"
          type="line"
          filter={['!=', ['get', 'steps'], true]}
          layout={{ 'line-cap': 'round', 'line-join': 'round', visibility: lines.paths.shown ? 'visible' : 'none' }}
          paint={{ 'line-color': '#2e7d4f', 'line-width': PATH_WIDTH }}
        />
        <Layer
          id="studio-paths-steps"
          type="line"
          filter={['==', ['get', 'steps'], true]}
          layout={{ 'line-join': 'round', visibility: lines.paths.shown ? 'visible' : 'none' }}
          paint={{ 'line-color': '#b5562b', 'line-width': PATH_WIDTH, 'line-dasharray': [1.2, 0.8] }}
        />
      </Source>
      <Source id="studio-shape" type="geojson" data={shapeData}>
        <Layer
          id="studio-shape"
          type="line"
          filter={['!=', ['get', 'draft'], true]}
          layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          paint={{ 'line-color': '#1f4f8f', 'line-width': 3 }}
        />
        <Layer
          id="studio-shape-draft"
          type="line"
          filter={['==', ['get', 'draft'], true]}
          layout={{ 'line-join': 'round' }}
          paint={{ 'line-color': '#1f4f8f', 'line-width': 3, 'line-dasharray': [2, 1] }}
        />
      </Source>
    </>
  );
}
