import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { CAMPUS_PACK } from '../fixtures/packs/fixture-media.ts';
import { fixtureMediaRoot } from '../packs/pack-test-helpers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const HOST = 'testcampus.localhost';

// What another site may read (WordPress's sandboxed frame, a news page's <img>) and what it may not.
describe('cross-origin reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await importPack(t.app.db, CAMPUS_PACK, { mediaDir: t.config.mediaDir, mediaRoots: [await fixtureMediaRoot()] });
    t.app.invalidateTenantCache();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({
      method,
      url,
      headers: { host: HOST, origin: 'null' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('lets any origin read the banner card, and its thumbnail, without credentials', async () => {
    const card = await send('GET', '/api/v2/banner/?path=%2Ftestcampus%2Fhighlights');
    expect(card.statusCode).toBe(200);
    const thumbnail = card.json<{ thumbnail: { url: string } }>().thumbnail.url;
    const image = await send('GET', thumbnail);
    expect(image.statusCode).toBe(200);
    for (const answer of [card, image]) {
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('lets any origin read an immutable API answer served from the response cache’s fast path', async () => {
    const { version_hash: version } = (await send('GET', `/api/switchboard/${HOST}/`)).json<{ version_hash: string }>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await send('GET', `/api/v2/brand/?v=${version}`);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('keeps writes and pages to the site itself: no CORS, CORP same-site', async () => {
    for (const answer of [
      await send('POST', '/api/v2/events/'),
      await send('POST', '/api/v2/forms/1/submissions/'),
      await send('GET', '/testcampus/highlights'),
    ]) {
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
    }
    // A write without the CSRF header is refused, whatever the origin.
    expect((await send('POST', '/api/v2/events/')).statusCode).toBe(403);
  });
});
