/**
 * Writes both demo campuses from their plans into the packs (issue 34), then their basemaps:
 * `npm run campus -w @meridian/demo-content`. The outputs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_CONTENT_DIR } from '../ensure-demo-media.ts';
import { DEMO_BASEMAPS, demoBasemap } from '../basemap/cli.ts';
import type { CampusPlan } from './campus-plan.ts';
import { harbourPlan } from './harbour-plan.ts';
import { northfieldPlan } from './northfield-plan.ts';
import { writeCampus } from './write-campus.ts';

export const DEMO_CAMPUS_PLANS: Record<keyof typeof DEMO_BASEMAPS, CampusPlan> = {
  northfield: northfieldPlan,
  harbour: harbourPlan,
};

for (const [tenant, plan] of Object.entries(DEMO_CAMPUS_PLANS)) {
  const packDir = path.join(DEMO_CONTENT_DIR, tenant);
  writeCampus(packDir, plan);
  const archive = demoBasemap(packDir, DEMO_BASEMAPS[tenant as keyof typeof DEMO_BASEMAPS]);
  fs.writeFileSync(path.join(packDir, 'basemap.pmtiles'), archive);
  console.log(`${tenant}: map.yaml, grounds.yaml, places, scenes and stops; basemap ${String(archive.length)} bytes`);
}
