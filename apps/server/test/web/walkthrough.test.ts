import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkthroughRooms } from '../../src/plugins/walkthrough-page.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe('offline 3D walkthrough pages', () => {
  let t: TestApp;
  let get: Get;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    // Served on a tenant's site like every page (a host of no site is refused at the edge).
    await seedTenant(t.app.db, { schema_name: 'northfield' });
    get = getter(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a walkable room page with an accessible title and instructions, using only local scripts', async () => {
    const response = await get('/walkthrough/studio/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Design studio – 3D walkthrough</title>');
    expect(response.body).toContain('aria-describedby="walkthrough-help"');
    expect(response.body).toContain('W, A, S, D');
    const sources = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^\/walkthrough\/assets\//);
  });

  it('speaks the visitor language, right to left in Arabic', async () => {
    const arabic = await get('/walkthrough/cabin/?lng=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('قمرة القبطان');
    const chinese = await get('/walkthrough/lab/', { 'accept-language': 'zh-TW,zh;q=0.8' });
    expect(chinese.body).toContain('機械人實驗室');
  });

  it('serves the page script and three.js from the server itself', async () => {
    for (const file of ['walkthrough.js', 'three.module.js', 'three.core.js', 'walkthrough.css']) {
      const response = await get(`/walkthrough/assets/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.body.length).toBeGreaterThan(500);
    }
    const script = await get('/walkthrough/assets/walkthrough.js');
    expect(script.body).toContain("from '/walkthrough/assets/three.module.js'");
  });

  it('answers unknown rooms and files with a JSON 404, never a file outside its list', async () => {
    for (const url of [
      '/walkthrough/nowhere/',
      '/walkthrough/assets/..%2F..%2Fpackage.json',
      '/walkthrough/assets/secret.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  // The page's script (static/walkthrough/walkthrough.js) keeps the visitor 0.4 m clear of walls
  // and furniture. A visitor placed inside that margin could not step forward, and a counter at
  // their feet filled the bottom of the frame with a strip of its colour.
  it('starts the visitor on free floor with the room clear ahead, in every room', () => {
    const margin = 0.4;
    for (const [name, room] of walkthroughRooms) {
      const [width, depth] = room.size;
      const [x, z] = room.start;
      expect(Math.abs(x) < width / 2 - margin && Math.abs(z) < depth / 2 - margin, `${name}: inside the walls`).toBe(
        true,
      );
      for (const [fx, fz, fw, fd] of room.furniture) {
        const inside = Math.abs(x - fx) < fw / 2 + margin && Math.abs(z - fz) < fd / 2 + margin;
        expect(inside, `${name}: the start is not in the way of furniture at ${String(fx)},${String(fz)}`).toBe(false);
        // Ahead is -z: nothing within 1.25 m in front of the visitor, a shoulder's width either side.
        const ahead = Math.abs(x - fx) < fw / 2 + 0.5 && fz + fd / 2 > z - 1.25 && fz - fd / 2 < z;
        expect(ahead, `${name}: nothing stands just ahead (furniture at ${String(fx)},${String(fz)})`).toBe(false);
      }
    }
  });

  it('tells the page where the visitor starts', async () => {
    const response = await get('/walkthrough/studio/');
    expect(response.body).toContain('&quot;start&quot;:[0,3.5]');
  });
});
