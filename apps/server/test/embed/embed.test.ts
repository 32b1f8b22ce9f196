import fs from 'node:fs';
import path from 'node:path';
import { bannerCard, oembedResponse } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { CAMPUS_PACK } from '../fixtures/packs/fixture-media.ts';
import { fixtureMediaRoot } from '../packs/pack-test-helpers.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const HOST = 'testcampus.localhost';

describe.each(testDatabaseKinds())('banner card and oEmbed (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await importPack(t.app.db, CAMPUS_PACK, { mediaDir: t.config.mediaDir, mediaRoots: [await fixtureMediaRoot()] });
    await seedTenant(t.app.db, { schema_name: 'northfield' });
    t.app.invalidateTenantCache();
    fs.mkdirSync(t.config.webDistDir, { recursive: true });
    fs.writeFileSync(
      path.join(t.config.webDistDir, 'index.html'),
      '<!doctype html><head><title>app</title></head><body data-entry="app"></body>',
    );
    fs.writeFileSync(
      path.join(t.config.webDistDir, 'banner.html'),
      '<!doctype html><head><title>banner</title></head><body data-entry="banner"></body>',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, host = HOST) => t.app.inject({ url, headers: { host } });
  const card = async (pagePath: string) => {
    const response = await get(`/api/v2/banner/?path=${encodeURIComponent(pagePath)}`);
    expect(response.statusCode, response.body).toBe(200);
    return bannerCard.parse(response.json());
  };

  it('gives the tour-level card: title, description, thumbnail, tour/audio/self-guided badges', async () => {
    const tour = await card('/testcampus/highlights');
    expect(tour).toMatchObject({
      kind: 'tour',
      standalone_scene: false,
      title: 'Campus Highlights',
      description: '<p>The best of the campus.</p>',
      badges: ['tour', 'audio', 'self-guided'],
      thumbnail: { background_position: '50% 30%' },
      language: 'en',
      bidi: false,
    });
    expect((await card('/testcampus/hidden-tour')).guide).toMatchObject({ name: 'Sam', image: { alt: 'Sam' } });
  });

  it('gives the scene-level card by the path rule, with the scene type as badge', async () => {
    expect(await card('/testcampus/scene/art')).toMatchObject({
      kind: 'scene',
      standalone_scene: true,
      badges: ['gallery-scene'],
      guide: { name: 'Alex' },
    });
    expect(await card('/testcampus/highlights/lab/somewhere')).toMatchObject({
      kind: 'scene',
      standalone_scene: false,
      badges: ['matterport'],
    });
    expect((await card('/testcampus/scene/quad')).badges).toEqual(['360-scene']);
  });

  it('gives the site card for pages that name no tour, in the requested language and direction', async () => {
    expect(await card('/testcampus/home')).toMatchObject({ kind: 'site', title: 'Test Campus Tours' });
    const arabic = await get('/api/v2/banner/?path=/testcampus/highlights&language=ar');
    expect(bannerCard.parse(arabic.json())).toMatchObject({ language: 'ar', bidi: true, title: 'أبرز معالم الحرم' });
  });

  it('answers 404 for a tour or scene that does not exist, or a scene outside the named tour, and 400 for a bad path', async () => {
    for (const pagePath of ['/testcampus/nope', '/testcampus/scene/nope', '/testcampus/hidden-tour/quad']) {
      expect((await get(`/api/v2/banner/?path=${encodeURIComponent(pagePath)}`)).statusCode, pagePath).toBe(404);
    }
    for (const query of ['', '?path=relative', `?path=/${'a'.repeat(1001)}`]) {
      const response = await get(`/api/v2/banner/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('path');
    }
  });

  it('answers oEmbed with an iframe of the banner card within maxwidth and maxheight, in the page URL’s language', async () => {
    const page = `http://${HOST}/testcampus/highlights?lng=fr-ca&client_id=abc#top`;
    const response = await get(`/oembed?url=${encodeURIComponent(page)}&maxwidth=500&maxheight=300&format=json`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = oembedResponse.parse(response.json());
    // 640×360 scaled to fit 500×300 keeps 16:9: 500×281, not 500×300.
    expect(answer).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Points forts du campus',
      width: 500,
      height: 281,
    });
    expect(answer.html).toBe(
      `<iframe src="http://${HOST}/testcampus/highlights?lng=fr-ca&amp;banner=true" width="500" height="281" title="Points forts du campus" allow="fullscreen; gyroscope; accelerometer" loading="lazy" style="border:0" allowfullscreen></iframe>`,
    );
    const unbounded = oembedResponse.parse((await get(`/oembed?url=${encodeURIComponent(page)}`)).json());
    expect([unbounded.width, unbounded.height]).toEqual([640, 360]);
    const narrow = oembedResponse.parse((await get(`/oembed?url=${encodeURIComponent(page)}&maxwidth=320`)).json());
    expect([narrow.width, narrow.height]).toEqual([320, 180]);
  });

  it('gives the thumbnail with its size, only when it fits maxwidth × maxheight', async () => {
    const page = encodeURIComponent(`http://${HOST}/testcampus/highlights`);
    const answer = oembedResponse.parse((await get(`/oembed?url=${page}`)).json());
    expect(answer.thumbnail_url).toMatch(new RegExp(`^http://${HOST}/media/`));
    expect(answer.thumbnail_width).toBeGreaterThan(0);
    expect(answer.thumbnail_height).toBeGreaterThan(0);
    const tiny = oembedResponse.parse((await get(`/oembed?url=${page}&maxwidth=10`)).json());
    expect(tiny).not.toHaveProperty('thumbnail_url');
    expect(tiny).not.toHaveProperty('thumbnail_width');
  });

  it('says what the oEmbed answer varies by and how long errors keep', async () => {
    const page = encodeURIComponent(`http://${HOST}/testcampus/highlights`);
    const ok = await t.app.inject({ url: `/oembed?url=${page}`, headers: { host: HOST, 'accept-language': 'fr-ca' } });
    expect(ok.json<{ title: string }>().title).toBe('Points forts du campus');
    expect(ok.headers.vary).toMatch(/Accept-Language/);
    const missing = await get(`/oembed?url=${encodeURIComponent(`http://${HOST}/testcampus/no-such-tour`)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=60');
    expect(missing.headers.vary).toMatch(/Accept-Language/);
    expect((await get('/oembed')).headers['cache-control']).toBe('public, max-age=60');
  });

  it('refuses bad oEmbed input with a clear 4xx', async () => {
    const page = encodeURIComponent(`http://${HOST}/testcampus/highlights`);
    const cases: [string, number, string][] = [
      ['/oembed', 400, 'url'],
      ['/oembed?url=not-a-url', 400, 'absolute'],
      [`/oembed?url=${encodeURIComponent('javascript:alert(1)')}`, 400, 'http'],
      [`/oembed?url=${page}&maxwidth=wide`, 400, 'maxwidth'],
      [`/oembed?url=${page}&maxheight=0`, 400, 'maxheight'],
      [`/oembed?url=${page}&format=xml`, 501, 'json'],
      [`/oembed?url=${encodeURIComponent('http://localhost/northfield/highlights')}`, 404, 'not served'],
      // The tenant's host name on a foreign port or scheme is another site: never echoed into the iframe.
      [`/oembed?url=${encodeURIComponent(`http://${HOST}:8081/testcampus/highlights`)}`, 404, 'not served'],
      [`/oembed?url=${encodeURIComponent(`https://${HOST}/testcampus/highlights`)}`, 404, 'not served'],
      [`/oembed?url=${encodeURIComponent(`http://${HOST}/testcampus/no-such-tour`)}`, 404, 'no-such-tour'],
    ];
    for (const [url, status, text] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.json<{ message: string }>().message, url).toContain(text);
    }
  });

  it('names the oEmbed answer in every page of the app, and serves the banner entry for banner=true', async () => {
    const page = await get('/testcampus/highlights?x=%22%3E');
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="Test Campus">/.exec(
      page.body,
    );
    expect(link?.[1]).toBe(
      `http://${HOST}/oembed?url=${encodeURIComponent(`http://${HOST}/testcampus/highlights?x=%22%3E`)}&amp;format=json`,
    );
    expect(page.body).toContain('data-entry="app"');
    expect((await get('/testcampus/highlights?banner=TRUE')).body).toContain('data-entry="banner"');
    expect((await get('/testcampus/highlights?banner=true&banner=false')).body).toContain('data-entry="banner"');
    expect((await get('/testcampus/highlights?banner=false&banner=true')).body).toContain('data-entry="app"');
    expect((await get('/?banner=true')).body).toContain('data-entry="banner"');
  });

  it('lets the banner page preload its card request, the very URL the web app asks for', async () => {
    const page = await get('/testcampus/scene/art?banner=true&lng=fr-ca&token=t%26x');
    expect(page.body).toContain(
      '<link rel="preload" href="/api/v2/banner/?path=%2Ftestcampus%2Fscene%2Fart&amp;format=json&amp;language=fr-ca&amp;token=t%26x" as="fetch" crossorigin="anonymous">',
    );
    expect((await get('/testcampus/scene/art')).body).not.toContain('/api/v2/banner/');
    // The banner page gets the card's request only, none of the scene page's first view.
    expect(page.body).not.toContain('meridian-first-scene');
    // …and no preload of the scene's own data (the first view's), only the card's.
    expect((await get('/testcampus/scene/art?banner=true')).body).not.toContain('/api/v2/scene/art/');
  });
});
