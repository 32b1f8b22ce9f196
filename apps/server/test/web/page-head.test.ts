import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TourGroupPage } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBrand, makeTour, makeTourGroup } from '../helpers/fixtures.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const host = 'atlas.localhost:3000';
const origin = `http://${host}`;

/** `<meta property|name="key" content="…">` values of an HTML page, as a crawler reads them. */
function metaContent(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);

function group(id: number, slug: string, title: string, parent: TourGroupPage | null, image: string): TourGroupPage {
  const page = makeTourGroup(
    id,
    slug,
    title,
    parent && { id: parent.id, path: parent.frontend_path, depth: parent.depth },
    [41],
  );
  return {
    ...page,
    frontend_path: `${parent ? parent.frontend_path : '/atlas/home'}/${slug}`,
    search_description: `About ${title}`,
    image: { url: image, background_position: '50% 50%' },
  };
}

describe('link previews in the HTML of the homepage, its group levels and tours (issue 13)', () => {
  let t: TestApp;
  let get: Get;
  let tenantId: number;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-head-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Meridian</title></head><body><div id="root"></div></body></html>',
    );
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    tenantId = await seedTenant(t.app.db, {
      schema_name: 'atlas',
      name: 'Atlas Museum',
      languages: [
        { code: 'en', name: 'English', name_local: 'English' },
        { code: 'fr', name: 'French', name_local: 'Français' },
      ],
    });
    const oceans = group(31, 'oceans', 'Oceans', null, '/media/atlas/oceans.jpg');
    const reefs = group(32, 'reefs', 'Reefs', oceans, '/media/atlas/reefs.jpg');
    const corals = group(33, 'corals', 'Corals & "Polyps" <live>', reefs, 'https://cdn.example/corals.jpg');
    const tour = {
      ...makeTour(41, 'reef-walk', 'Reef Walk', []),
      thumbnail_landscape: { url: '/media/atlas/reef-wide.jpg', background_position: '50% 50%' },
    };
    tour.meta.search_description = 'Walk the reef in ten stops';
    for (const language of ['en', 'fr']) {
      const brand = makeBrand({
        name: 'Atlas',
        title: language === 'en' ? 'Atlas Tours' : 'Visites Atlas',
        search_description: 'Virtual tours of the Atlas Museum',
        image: { url: '/media/atlas/brand.jpg', width: 1600, height: 900 },
      });
      await writeDocument(t.app.db, tenantId, { kind: 'brand', id: 1, language, body: brand });
      await writeDocument(t.app.db, tenantId, { kind: 'tour', id: 41, slug: 'reef-walk', language, body: tour });
      for (const page of [oceans, reefs, corals]) {
        await writeDocument(t.app.db, tenantId, {
          kind: 'tour_group',
          id: page.id,
          slug: page.slug,
          language,
          body: page,
        });
      }
    }
    get = getter(t.app, host);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('gives the homepage the brand title, description and an absolute og:image, with a large Twitter card', async () => {
    for (const url of ['/', '/atlas', '/atlas/home']) {
      const html = (await get(url)).body;
      expect(titles(html), url).toEqual(['Atlas Tours']);
      expect(metaContent(html, 'description')).toEqual(['Virtual tours of the Atlas Museum']);
      expect(metaContent(html, 'og:image')).toEqual([`${origin}/media/atlas/brand.jpg`]);
      expect(metaContent(html, 'og:url')).toEqual([`${origin}/atlas?lng=en`]);
      expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
      expect(html).toContain(
        `<link rel="preload" as="image" href="${origin}/media/atlas/brand.jpg" fetchpriority="high">`,
      );
    }
  });

  it('gives every group level its own title, description and image', async () => {
    const levelOne = (await get('/atlas/home/oceans')).body;
    expect(titles(levelOne)).toEqual(['Oceans – Atlas Tours']);
    expect(metaContent(levelOne, 'og:description')).toEqual(['About Oceans']);
    expect(metaContent(levelOne, 'og:image')).toEqual([`${origin}/media/atlas/oceans.jpg`]);
    const levelTwo = (await get('/atlas/home/oceans/reefs')).body;
    expect(metaContent(levelTwo, 'twitter:title')).toEqual(['Reefs – Atlas Tours']);
    const levelThree = (await get('/atlas/home/oceans/reefs/corals')).body;
    expect(metaContent(levelThree, 'og:image')).toEqual(['https://cdn.example/corals.jpg']);
  });

  it('escapes content in the HTML (a title with quotes and angle brackets stays text)', async () => {
    const html = (await get('/atlas/home/oceans/reefs/corals')).body;
    expect(titles(html)).toEqual(['Corals &amp; &quot;Polyps&quot; &lt;live&gt; – Atlas Tours']);
    expect(html).not.toContain('<live>');
  });

  it('describes a tour opened from a group level, and a tour URL, by the tour and its landscape thumbnail', async () => {
    for (const url of ['/atlas/home/oceans/reefs/reef-walk', '/atlas/reef-walk']) {
      const html = (await get(url)).body;
      expect(titles(html), url).toEqual(['Reef Walk – Atlas Tours']);
      expect(metaContent(html, 'description')).toEqual(['Walk the reef in ten stops']);
      expect(metaContent(html, 'og:image')).toEqual([`${origin}/media/atlas/reef-wide.jpg`]);
      // The tour viewer shows a panorama, not this image: nothing to preload there.
      expect(html.includes('rel="preload"'), url).toBe(url.includes('/home/'));
    }
  });

  it('answers in the language of ?lng and of a /{lang} path', async () => {
    expect(titles((await get('/atlas/home/oceans?lng=fr')).body)).toEqual(['Oceans – Visites Atlas']);
    expect(titles((await get('/fr')).body)).toEqual(['Visites Atlas']);
    expect(titles((await get('/atlas', { 'accept-language': 'fr-FR,fr;q=0.9' })).body)).toEqual(['Visites Atlas']);
  });

  it('answers unknown levels and tours 404 with the app page and the site head, never an error', async () => {
    for (const url of [
      '/atlas/home/nowhere',
      '/atlas/home/oceans/a/b/c/d',
      '/atlas/no-such-tour',
      '/atlas/home/%F0%9F%90%A0',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
      expect(titles(response.body), url).toEqual(['Atlas Tours']);
      expect(metaContent(response.body, 'robots'), url).toEqual(['noindex']);
    }
  });

  it('answers a host that serves no tenant with a plain 400 page and no link preview', async () => {
    const response = await getter(t.app, 'nobody.example')('/', { accept: 'text/html' });
    expect(response.statusCode).toBe(400);
    expect(titles(response.body)).toEqual(['Site not found']);
    expect(metaContent(response.body, 'og:title')).toEqual([]);
  });

  it('serves the head computed once per tenant version: new content shows after the version changes', async () => {
    const before = (await get('/atlas/home/oceans')).body;
    const renamed = { ...group(31, 'oceans', 'Seas', null, '/media/atlas/oceans.jpg') };
    await t.app.db
      .updateTable('documents')
      .set({ body: JSON.stringify(renamed) })
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'tour_group')
      .where('id', '=', 31)
      .execute();
    expect((await get('/atlas/home/oceans')).body).toBe(before);
    await t.app.db.updateTable('tenants').set({ version_hash: 'atlas-v2' }).where('id', '=', tenantId).execute();
    t.app.invalidateTenantCache();
    expect(titles((await get('/atlas/home/oceans')).body)).toEqual(['Seas – Atlas Tours']);
  });

  it('lets another module add its tags to the same head (the seam the oEmbed link uses)', async () => {
    t.app.pageHead.contribute(({ origin: pageOrigin, pathname }) => [
      {
        element: 'link',
        attributes: { rel: 'alternate', type: 'application/json+oembed', href: `${pageOrigin}/oembed?url=${pathname}` },
      },
    ]);
    const html = (await get('/atlas/home/oceans/reefs?lng=fr')).body;
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${origin}/oembed?url=/atlas/home/oceans/reefs">`,
    );
    expect(titles(html)).toEqual(['Reefs – Visites Atlas']);
  });
});
