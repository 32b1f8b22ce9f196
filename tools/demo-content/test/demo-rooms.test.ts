// The demo's offline 3D rooms (content/demo/*/walkthroughs.yaml). The page's script
// (apps/server/static/walkthrough/walkthrough.js) keeps the visitor 0.4 m clear of walls and
// furniture: a visitor placed inside that margin could not step forward, and a counter at their
// feet filled the bottom of the frame with a strip of its colour (issue 34).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../src/ensure-demo-media.ts';

interface Room {
  key: string;
  size: [number, number, number];
  furniture: [number, number, number, number, number, string][];
  start: [number, number];
}

const rooms: Room[] = fs
  .readdirSync(DEMO_CONTENT_DIR)
  .map((pack) => path.join(DEMO_CONTENT_DIR, pack, 'walkthroughs.yaml'))
  .filter((file) => fs.existsSync(file))
  .flatMap((file) => parse(fs.readFileSync(file, 'utf8')) as Room[]);

describe('the demo walkthrough rooms', () => {
  it('start the visitor on free floor with the room clear ahead, in every room', () => {
    expect(rooms.length).toBeGreaterThan(0);
    const margin = 0.4;
    for (const room of rooms) {
      const [width, depth] = room.size;
      const [x, z] = room.start;
      expect(
        Math.abs(x) < width / 2 - margin && Math.abs(z) < depth / 2 - margin,
        `${room.key}: inside the walls`,
      ).toBe(true);
      for (const [fx, fz, fw, fd] of room.furniture) {
        const inside = Math.abs(x - fx) < fw / 2 + margin && Math.abs(z - fz) < fd / 2 + margin;
        expect(inside, `${room.key}: the start is clear of the furniture at ${String(fx)},${String(fz)}`).toBe(false);
        // Ahead is -z: nothing within 1.25 m in front of the visitor, a shoulder's width either side.
        const ahead = Math.abs(x - fx) < fw / 2 + 0.5 && fz + fd / 2 > z - 1.25 && fz - fd / 2 < z;
        expect(ahead, `${room.key}: nothing stands just ahead (furniture at ${String(fx)},${String(fz)})`).toBe(false);
      }
    }
  });
});
