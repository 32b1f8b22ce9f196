import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TourGroupPage } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBrand, makeTour, makeTourGroup } from '../helpers/fixtures.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** What the page's `<body>` holds before the app's root: the static first view, or nothing. */
function beforeRoot(html: string): string {
  const body = /<body[^>]*>([\s\S]*?)<div id="root">/.exec(html);
  if (!body) throw new Error('no <body> with the app root in the page');
  return (body[1] ?? '').trim();
}

function group(id: number, slug: string, title: string, image: TourGroupPage['image']): TourGroupPage {
  return { ...makeTourGroup(id, slug, title, null, [41]), frontend_path: `/atlas/home/${slug}`, image };
}

describe("the homepage's hero image in the HTML, painted before the app's code runs (issue 13)", () => {
  let t: TestApp;
  let get: Get;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-first-home-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Meridian</title></head><body><div id="root"></div></body></html>',
    );
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    const languages = [
      { code: 'en', name: 'English', name_local: 'English' },
      { code: 'fr', name: 'French', name_local: 'Français' },
    ];
    const atlas = await seedTenant(t.app.db, { schema_name: 'atlas', name: 'Atlas Museum', languages });
    const groups = [
      group(31, 'oceans', 'Oceans', { url: '/media/atlas/oceans.jpg', background_position: '20% 80%' }),
      group(32, 'deserts', 'Deserts', null),
      // Content is data, not markup or style: a focal point that tries to add declarations is not used.
      group(33, 'rivers', 'Rivers', { url: '/media/atlas/a"b<c>.jpg', background_position: '0 0; background: red' }),
      group(34, 'lakes', 'Lakes', {
        url: '/media/atlas/lakes-1920.jpg',
        background_position: '50% 50%',
        srcset: [
          { url: '/media/atlas/lakes-640.jpg', width: 640 },
          { url: '/media/atlas/lakes-1280.jpg', width: 1280 },
          { url: '/media/atlas/lakes-1920.jpg', width: 1920 },
        ],
      }),
    ];
    for (const language of ['en', 'fr']) {
      const brand = makeBrand({
        title: language === 'en' ? 'Atlas Tours' : 'Visites Atlas',
        primary_color: { hex_value: '#0F6B6B' },
        image: { url: `/media/atlas/brand-${language}.jpg`, width: 1600, height: 900, background_position: '50% 30%' },
      });
      await writeDocument(t.app.db, atlas, { kind: 'brand', id: 1, language, body: brand });
      await writeDocument(t.app.db, atlas, {
        kind: 'tour',
        id: 41,
        slug: 'reef-walk',
        language,
        body: makeTour(41, 'reef-walk', 'Reef Walk', []),
      });
      for (const page of groups) {
        await writeDocument(t.app.db, atlas, {
          kind: 'tour_group',
          id: page.id,
          slug: page.slug,
          language,
          body: page,
        });
      }
    }
    const plain = await seedTenant(t.app.db, { schema_name: 'plain', languages: languages.slice(0, 1) });
    await writeDocument(t.app.db, plain, { kind: 'brand', id: 1, language: 'en', body: makeBrand({ image: null }) });
    get = getter(t.app, 'atlas.localhost:3000');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("writes the brand's image, its size, focal point and colour first in the body of the homepage", async () => {
    for (const url of ['/', '/atlas', '/atlas/home', '/atlas/home/']) {
      expect(beforeRoot((await get(url)).body), url).toBe(
        '<div class="home-first-view" aria-hidden="true" data-language="en" style="--brand: #0f6b6b">' +
          '<img src="/media/atlas/brand-en.jpg" alt="" width="1600" height="900" fetchpriority="high"' +
          ' style="object-position: 50% 30%"></div>',
      );
    }
  });

  it("shows a group level's own image, as the app's hero does, and none for a level without one", async () => {
    const oceans = beforeRoot((await get('/atlas/home/oceans')).body);
    expect(oceans).toContain('<img src="/media/atlas/oceans.jpg" alt="" fetchpriority="high"');
    expect(oceans).toContain('style="object-position: 20% 80%"');
    // The link preview still shows the brand's image for this level; the hero shows none.
    expect(beforeRoot((await get('/atlas/home/deserts')).body)).toBe('');
  });

  it('keeps content from adding markup or style', async () => {
    const rivers = beforeRoot((await get('/atlas/home/rivers')).body);
    expect(rivers).toContain('src="/media/atlas/a&quot;b&lt;c&gt;.jpg"');
    expect(rivers).toContain('style="object-position: 50% 50%"');
    expect(rivers).not.toContain('background: red');
  });

  it('is in the language the server answers in, the one the app most likely picks', async () => {
    const french = beforeRoot((await get('/atlas', { 'accept-language': 'fr-FR,fr;q=0.9' })).body);
    expect(french).toContain('data-language="fr"');
    expect(french).toContain('src="/media/atlas/brand-fr.jpg"');
    expect(beforeRoot((await get('/atlas/home/oceans?lng=fr')).body)).toContain('data-language="fr"');
  });

  it('is not on pages whose first paint is something else: a tour, a scene, the map, the banner card', async () => {
    for (const url of [
      '/atlas/reef-walk',
      '/atlas/home/oceans/reef-walk',
      '/atlas/scene/harbour-front',
      '/atlas/map',
      '/atlas/map/places',
      '/atlas?banner=true',
      '/atlas/home/nowhere',
      '/fr',
    ]) {
      expect(beforeRoot((await get(url)).body), url).toBe('');
    }
  });

  it('is not there when the brand has no image', async () => {
    expect(beforeRoot((await getter(t.app, 'plain.localhost:3000')('/plain')).body)).toBe('');
  });
  it('lets a phone fetch the narrow copy of a hero made at several widths: srcset and sizes on the image and its preload alike', async () => {
    const html = (await get('/atlas/home/lakes')).body;
    const srcset =
      '/media/atlas/lakes-640.jpg 640w, /media/atlas/lakes-1280.jpg 1280w, /media/atlas/lakes-1920.jpg 1920w';
    expect(beforeRoot(html)).toContain(`<img src="/media/atlas/lakes-1920.jpg" srcset="${srcset}" sizes="100vw"`);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain(`imagesrcset="${srcset}"`);
    expect(preload).toContain('imagesizes="100vw"');
  });
});
