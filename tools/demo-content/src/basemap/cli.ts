/**
 * Writes the demo basemaps (content/demo/<tenant>/basemap.pmtiles, named by each pack.yaml's
 * maps_settings.basemap): `npm run basemap -w @meridian/demo-content`. The files are committed (tens
 * of KB); run this again after changing a campus (map.yaml) or its grounds (grounds.yaml).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { DEMO_CONTENT_DIR } from '../ensure-demo-media.ts';
import { buildBasemap } from './build-basemap.ts';
import { groundsLayer, treesLayer, waterfront, type CampusShape } from './campus-grounds.ts';
import { demoGeography, type Box } from './demo-geography.ts';
import { riverShape } from './river-shape.ts';

const position = z.tuple([z.number(), z.number()]);
const polygon = z.array(z.array(position));
const mapFile = z.object({
  campus_outlines: z.array(z.object({ polygon })).min(1),
  buildings: z.array(z.object({ polygon })).default([]),
  paths: z.array(z.object({ coordinates: z.array(position) })).default([]),
});
const groundsFile = z.object({
  /** A campus on the water (the harbour) gets a shore along its south side, a quay and piers. */
  waterfront: z.boolean().default(false),
  grounds: z.array(z.object({ kind: z.string(), polygon })).default([]),
  /** A river through or beside the campus (its centre line, metres wide): water over the campus too. */
  river: z.object({ width: z.number(), line: z.array(position) }).optional(),
});

/** The demo basemaps, by tenant, and what each is called in its archive's metadata. */
export const DEMO_BASEMAPS = { northfield: 'Northfield demo basemap', harbour: 'Harbour demo basemap' } as const;

/** The extent of the pack's campus outlines. */
export function campusBox(packDir: string): Box {
  const map = mapFile.parse(parse(fs.readFileSync(path.join(packDir, 'map.yaml'), 'utf8')));
  const points = map.campus_outlines.flatMap((outline) => outline.polygon.flat());
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

function campusShape(packDir: string) {
  const map = mapFile.parse(parse(fs.readFileSync(path.join(packDir, 'map.yaml'), 'utf8')));
  const groundsPath = path.join(packDir, 'grounds.yaml');
  const grounds = groundsFile.parse(fs.existsSync(groundsPath) ? parse(fs.readFileSync(groundsPath, 'utf8')) : {});
  const shape: CampusShape = {
    outline: map.campus_outlines[0]?.polygon[0] ?? [],
    buildings: map.buildings.map((building) => building.polygon),
    paths: map.paths.map((item) => item.coordinates),
    grounds: grounds.grounds,
  };
  return { shape, waterfront: grounds.waterfront, river: grounds.river };
}

export function demoBasemap(packDir: string, name: string = DEMO_BASEMAPS.northfield): Buffer {
  const { shape, waterfront: onWater, river } = campusShape(packDir);
  const water = onWater ? waterfront(shape) : null;
  const stream = river ? riverShape(river.line, river.width) : undefined;
  const geography = demoGeography(campusBox(packDir), water?.shore, stream);
  const grounds = groundsLayer(shape);
  // Over the campus's lawn too (the basemap's water is under it).
  if (stream) {
    grounds.features.unshift({ ...stream.polygon, properties: { kind: 'water' } });
    shape.grounds.push({ kind: 'water', polygon: stream.polygon.geometry.coordinates });
  }
  if (water) grounds.features.unshift(...water.quay, ...water.piers);
  return buildBasemap({
    layers: { ...geography.layers, grounds, trees: treesLayer(shape, name.length * 97) },
    bounds: geography.bounds,
    minZoom: 12,
    maxZoom: 15,
    name,
    attribution: 'Meridian demo data (made up)',
  });
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  for (const [tenant, name] of Object.entries(DEMO_BASEMAPS)) {
    const packDir = path.join(DEMO_CONTENT_DIR, tenant);
    const archive = demoBasemap(packDir, name);
    const out = path.join(packDir, 'basemap.pmtiles');
    fs.writeFileSync(out, archive);
    console.log(`${path.relative(process.cwd(), out)}: ${String(archive.length)} bytes`);
  }
}
