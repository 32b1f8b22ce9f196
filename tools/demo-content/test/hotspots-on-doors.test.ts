import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEMO_CONTENT_DIR } from '../src/ensure-demo-media.ts';
import { mediaSpec } from '../src/media-spec.ts';
import { directionOf, panoramaParams } from '../src/panorama/panorama-params.ts';
import { createPanoramaScene } from '../src/panorama/panorama-scene.ts';

interface PackScene {
  key: string;
  panorama?: string;
  hotspots?: { key: string; yaw: number; pitch: number }[];
}

/** Material ids the shaders give door leaves (outdoor: shape × 8 + 2; indoor: 300000 + wall × 16 + 2). */
function isDoor(id: number): boolean {
  return id >= 300000 ? (id - 300000) % 16 === 2 : id < 100000 && id % 8 === 2;
}

describe.each(['northfield', 'harbour'])('%s hotspots', (tenant) => {
  const dir = path.join(DEMO_CONTENT_DIR, tenant);
  const scenes = parse(fs.readFileSync(path.join(dir, 'scenes.yaml'), 'utf8')) as PackScene[];
  const media = mediaSpec.parse(parse(fs.readFileSync(path.join(dir, 'media.yaml'), 'utf8')));

  it('point at a door the panorama generator drew', () => {
    const color = new Float64Array(3);
    let checked = 0;
    for (const scene of scenes.filter((entry) => entry.panorama !== undefined)) {
      const item = media.find((entry) => `${tenant}/${entry.name}` === scene.panorama);
      if (item === undefined || (item.kind !== 'outdoor' && item.kind !== 'interior'))
        throw new Error(`no panorama for ${scene.key}`);
      const { name: _name, description: _description, ...params } = item;
      const panorama = createPanoramaScene(panoramaParams.parse(params));
      for (const hotspot of scene.hotspots ?? []) {
        const [dx, dy, dz] = directionOf(hotspot.yaw, hotspot.pitch);
        const id = panorama.shader(dx, dy, dz, panorama.shapes, panorama.shapes.length, color);
        expect(isDoor(id), `${scene.key} › ${hotspot.key}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});
