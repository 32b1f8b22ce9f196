import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedRenditions } from '../../src/modules/scenes/first-view-head.ts';
import { campus, seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// What Chromium sends when it navigates to a page.
const chromiumAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
const meta = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)">`, 'g'))].map((match) => match[1]);

describe('a scene page starts its first view’s requests with the HTML (issue 16)', () => {
  let t: TestApp;
  let get: Get;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-first-view-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><meta name="meridian-first-view-modules" content="/assets/start-1.js /assets/engine-1.js">' +
        '</head><body></body></html>',
    );
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    await seedCampus(t.app.db);
    get = getter(t.app, 'localhost:3000');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("preloads the scene's data and its low WebP rendition, and names the renditions for the sharp one", async () => {
    const html = (await get('/northfield/scene/quad', { accept: chromiumAccept })).body;
    const sceneUrl = `/api/v2/scene/quad/?v=${campus.northfield.versionHash}&amp;language=en`;
    expect(meta(html, 'meridian-first-scene')).toEqual([sceneUrl]);
    expect(preloads(html)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${sceneUrl}" fetchpriority="high">`,
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/media/p/low.jpg" fetchpriority="high">',
    ]);
    expect(meta(html, 'meridian-first-renditions')).toEqual(['/media/p/low.jpg /media/p/medium.jpg /media/p/high.jpg']);
  });

  it('names only the low rendition of a tiled scene, so no single sharp image competes with its tiles', () => {
    const set = (name: string) => ({ url: `/media/p/${name}.webp`, width: 1, height: 1 });
    const webp = { low: set('low'), medium: set('medium'), high: set('high') };
    const tiles = { levels: [{ width: 2048, cols: 4, rows: 2 }], webp: 't/{level}', jpeg: 't/{level}' };
    expect(namedRenditions({ webp, tiles })).toBe('/media/p/low.webp');
    expect(namedRenditions({ webp })).toBe('/media/p/low.webp /media/p/medium.webp /media/p/high.webp');
  });

  it("preloads the first view's code and the engine the web build names", async () => {
    const html = (await get('/northfield/scene/quad', { accept: chromiumAccept })).body;
    expect([...html.matchAll(/<link rel="modulepreload" href="([^"]*)">/g)].map((match) => match[1])).toEqual([
      '/assets/start-1.js',
      '/assets/engine-1.js',
    ]);
  });

  it('answers the preloaded scene URL with the scene the first view expects', async () => {
    const response = await get(`/api/v2/scene/quad/?v=${campus.northfield.versionHash}&language=en`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: campus.northfield.scenes.quad });
  });

  it('preloads no image for a browser that does not say it decodes WebP', async () => {
    const html = (await get('/northfield/scene/quad', { accept: 'text/html' })).body;
    expect(preloads(html)).toHaveLength(1);
    expect(meta(html, 'meridian-first-renditions')).toEqual([]);
    // The answer for a WebP browser is cached apart from this one.
    expect(preloads((await get('/northfield/scene/quad', { accept: chromiumAccept })).body)).toHaveLength(2);
  });

  it('adds nothing for an unknown or unpublished scene, another site, or another screen', async () => {
    for (const url of [
      '/northfield/scene/no-such-scene',
      '/northfield/scene/hidden-lab',
      '/harbour/scene/quad',
      '/northfield/map',
      '/northfield',
    ]) {
      const html = (await get(url, { accept: chromiumAccept })).body;
      expect(meta(html, 'meridian-first-scene'), url).toEqual([]);
      expect(html.includes('as="fetch"'), url).toBe(false);
      expect(html.includes('modulepreload'), url).toBe(false);
    }
  });
});
