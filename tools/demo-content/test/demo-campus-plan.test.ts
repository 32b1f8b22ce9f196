// Issue 34: the demo campuses are generated from their plans (src/campus/), so the committed map,
// grounds and coordinates are what `npm run campus` writes from them: regenerating a copy of each
// pack changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../src/ensure-demo-media.ts';
import { harbourPlan } from '../src/campus/harbour-plan.ts';
import { northfieldPlan } from '../src/campus/northfield-plan.ts';
import { writeCampus } from '../src/campus/write-campus.ts';

const FILES = ['map.yaml', 'grounds.yaml', 'places.yaml', 'scenes.yaml', 'tours.yaml'];

describe.each([
  ['northfield', northfieldPlan],
  ['harbour', harbourPlan],
] as const)('the %s demo campus', (tenant, plan) => {
  it('is what its plan writes', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), `campus-${tenant}-`));
    try {
      for (const file of FILES) fs.copyFileSync(path.join(DEMO_CONTENT_DIR, tenant, file), path.join(copy, file));
      writeCampus(copy, plan);
      for (const file of FILES)
        expect(fs.readFileSync(path.join(copy, file), 'utf8'), file).toBe(
          fs.readFileSync(path.join(DEMO_CONTENT_DIR, tenant, file), 'utf8'),
        );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
