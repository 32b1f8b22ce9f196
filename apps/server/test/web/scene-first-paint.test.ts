import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MAX_BYTES, renderPanoramaPreview } from '../../src/packs/panorama-preview.ts';
import { makeScene, makeTour } from '../helpers/fixtures.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const webp = (size: string) => ({ url: `/media/demo/pano-${size}.webp`, width: 1024, height: 512 });
const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/index-test.css">';
const firstPaint = (html: string) => /<div class="scene-first-paint"[\s\S]*?<\/p><\/div>/.exec(html)?.[0] ?? '';

describe("a scene or tour page's HTML paints the scene before any script runs (issue 39)", () => {
  let t: TestApp;
  let get: Get;
  let preview: Buffer;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    fs.mkdirSync(t.config.webDistDir, { recursive: true });
    fs.writeFileSync(
      path.join(t.config.webDistDir, 'index.html'),
      `<!doctype html><html><head>${stylesheet}</head><body><div id="root"></div></body></html>`,
    );
    // A panorama with detail everywhere (noise): the hardest case for the preview's size.
    const noise = Buffer.from(Array.from({ length: 512 * 256 * 3 }, () => Math.floor(Math.random() * 256)));
    const source = path.join(t.config.dataDir, 'noise.png');
    await sharp(noise, { raw: { width: 512, height: 256, channels: 3 } })
      .png()
      .toFile(source);
    preview = await renderPanoramaPreview(source);
    fs.mkdirSync(path.join(t.config.mediaDir, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(t.config.mediaDir, 'demo', 'pano-low.preview.webp'), preview);

    const tenant = await seedTenant(t.app.db, { schema_name: 'demo', hosts: ['localhost'] });
    const quad = makeScene(11, 'quad', 'Main <Quad>');
    quad.panorama = {
      jpeg: quad.panorama?.jpeg ?? { low: webp('low'), medium: webp('medium'), high: webp('high') },
      webp: { low: webp('low'), medium: webp('medium'), high: webp('high') },
    };
    quad.initial_rotation = { yaw: 90, pitch: 0, zoom: 50 };
    await writeDocument(t.app.db, tenant, { kind: 'scene', id: 11, slug: 'quad', body: quad });
    const tour = makeTour(21, 'campus', 'Campus Tour', [quad]);
    await writeDocument(t.app.db, tenant, { kind: 'tour', id: 21, slug: 'campus', body: tour });
    get = getter(t.app, 'localhost:3000');
  });
  afterAll(() => t.close());

  it('makes a blurred preview of the whole panorama small enough to inline (≤ 2 KB as a data URI)', async () => {
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(Math.ceil(preview.length / 3) * 4 + 'data:image/webp;base64,'.length).toBeLessThanOrEqual(2048);
    const { width, height, format } = await sharp(preview).metadata();
    expect(format).toBe('webp');
    expect(width).toBe(height * 2);
  });

  it("writes the preview, placed on the scene's initial view, over the splash colour with the scene's title", async () => {
    const html = firstPaint((await get('/demo/scene/quad')).body);
    expect(html).toContain(`background-image:url(data:image/webp;base64,${preview.toString('base64')})`);
    // Zoom 50: a 60° field of view, so 180° of latitude span 300vh; yaw 90° is three quarters across.
    expect(html).toContain('background-size:auto 300vh;background-position:calc(50vw - 450vh) calc(50vh - 150vh)');
    expect(html).toContain('background:hsl(196 100% 12%)');
    expect(html).toContain('<p>Main &lt;Quad&gt;</p>');
  });

  it("gives a tour's own page the tour's title and splash colour, and the first scene's preview", async () => {
    const html = firstPaint((await get('/demo/campus')).body);
    expect(html).toContain('<p>Campus Tour</p>');
    expect(html).toContain('background:hsl(195.84 100% 12%)');
    expect(html).toContain('data:image/webp;base64,');
  });

  it("paints before the app's stylesheet has arrived: the stylesheet follows the paint in <body>", async () => {
    for (const url of ['/demo/scene/quad', '/demo/campus']) {
      const html = (await get(url)).body;
      const [head = '', body = ''] = html.split('</head>');
      expect(head, url).not.toContain(stylesheet);
      expect(body.indexOf(stylesheet), url).toBeGreaterThan(
        body.indexOf(firstPaint(html)) + firstPaint(html).length - 1,
      );
      expect(body.indexOf(stylesheet), url).toBeLessThan(body.indexOf('<div id="root">'));
    }
    // A page without the paint keeps it in <head>, where nothing is painted before it.
    expect((await get('/demo/map')).body.split('</head>')[0]).toContain(stylesheet);
  });

  it('writes nothing for pages that show no scene first', async () => {
    for (const url of ['/demo', '/demo/map', '/demo/scene/nowhere', '/demo/no-such-tour', '/demo/home/a']) {
      expect(firstPaint((await get(url)).body), url).toBe('');
    }
  });
});
