/**
 * Writes the demo basemap of the northfield pack (content/demo/northfield/basemap.pmtiles, named by
 * its pack.yaml's maps_settings.basemap): `npm run basemap -w @meridian/demo-content`. The file is
 * committed (tens of KB); run this again after changing the campus outline or the geography.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { DEMO_CONTENT_DIR } from '../ensure-demo-media.ts';
import { buildBasemap } from './build-basemap.ts';
import { demoGeography, type Box } from './demo-geography.ts';

const mapFile = z.object({
  campus_outlines: z.array(z.object({ polygon: z.array(z.array(z.tuple([z.number(), z.number()]))) })).min(1),
});

/** The extent of the pack's campus outlines. */
export function campusBox(packDir: string): Box {
  const map = mapFile.parse(parse(fs.readFileSync(path.join(packDir, 'map.yaml'), 'utf8')));
  const points = map.campus_outlines.flatMap((outline) => outline.polygon.flat());
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

export function demoBasemap(packDir: string): Buffer {
  const geography = demoGeography(campusBox(packDir));
  return buildBasemap({
    layers: geography.layers,
    bounds: geography.bounds,
    minZoom: 12,
    maxZoom: 15,
    name: 'Northfield demo basemap',
    attribution: 'Meridian demo data (made up)',
  });
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const packDir = path.join(DEMO_CONTENT_DIR, 'northfield');
  const archive = demoBasemap(packDir);
  const out = path.join(packDir, 'basemap.pmtiles');
  fs.writeFileSync(out, archive);
  console.log(`${path.relative(process.cwd(), out)}: ${String(archive.length)} bytes`);
}
