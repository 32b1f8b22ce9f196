import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStudio } from '../../src/studio/studio-server.ts';
import { temporaryDir } from '../packs/pack-test-helpers.ts';
import { emptyPack, studioOn } from './studio-test-helpers.ts';

const change = {
  label: 'Add a tour',
  operations: [{ op: 'append', file: 'tours.yaml', path: [], value: { key: 'x' } }],
};

describe('meridian studio refuses every request that is not from the author’s own tab', () => {
  let studio: RunningStudio;
  let packDir: string;
  let host: string;
  let origin: string;
  let cookie: string;

  beforeAll(async () => {
    packDir = await emptyPack();
    await fs.mkdir(path.join(packDir, 'media'));
    await fs.writeFile(path.join(packDir, 'media', 'a.jpg'), 'jpeg');
    // The pack's offline basemap: 256 bytes numbered 0..255, read by ranges.
    await fs.writeFile(path.join(packDir, 'basemap.pmtiles'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)));
    // A secret beside the pack, and a link from the pack to it.
    const outside = await temporaryDir('studio-outside');
    await fs.writeFile(path.join(outside, 'secret.jpg'), 'secret');
    await fs.symlink(path.join(outside, 'secret.jpg'), path.join(packDir, 'media', 'link.jpg'));
    // A media root (`--media-root`) of generated images, with a link out of it too.
    const mediaRoot = await temporaryDir('studio-media-root');
    await fs.mkdir(path.join(mediaRoot, 'demo'));
    await fs.writeFile(path.join(mediaRoot, 'demo', 'b.png'), 'png');
    await fs.symlink(path.join(outside, 'secret.jpg'), path.join(mediaRoot, 'demo', 'link.jpg'));
    studio = await studioOn(packDir, [mediaRoot]);
    host = `127.0.0.1:${studio.port}`;
    origin = `http://${host}`;
    cookie = `meridian_studio_${studio.port}=${studio.token}`;
  });
  afterAll(async () => {
    await studio.app.close();
  });

  it('listens on 127.0.0.1 only, and prints an address holding a long random token', () => {
    const address = studio.app.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    expect(studio.token).toMatch(/^[0-9a-f]{48}$/);
    expect(studio.url).toBe(`http://127.0.0.1:${studio.port}/?token=${studio.token}`);
  });

  it('the printed address sets the token as a same-site cookie and opens the editor', async () => {
    const first = await studio.app.inject({ url: `/?token=${studio.token}`, headers: { host } });
    expect(first.statusCode).toBe(303);
    expect(first.headers['set-cookie']).toContain('HttpOnly; SameSite=Strict');
    const page = await studio.app.inject({ url: '/', headers: { host, cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Meridian Studio');
  });

  it('refuses a request without the token, or with a wrong one', async () => {
    for (const headers of [{ host }, { host, cookie: `meridian_studio_${studio.port}=${'0'.repeat(48)}` }]) {
      expect((await studio.app.inject({ url: '/', headers })).statusCode).toBe(401);
      expect((await studio.app.inject({ url: '/api/state', headers })).statusCode).toBe(401);
      const write = await studio.app.inject({
        method: 'POST',
        url: '/api/changes',
        headers: { ...headers, origin },
        payload: change,
      });
      expect(write.statusCode).toBe(401);
    }
    expect((await studio.app.inject({ url: `/?token=${'1'.repeat(48)}`, headers: { host } })).statusCode).toBe(401);
  });

  it('refuses another Host, even with the token (DNS rebinding)', async () => {
    for (const wrong of ['evil.example', `evil.example:${studio.port}`, `127.0.0.1:${studio.port + 1}`, undefined]) {
      const headers = { cookie, ...(wrong === undefined ? {} : { host: wrong }) };
      const response = await studio.app.inject({ url: '/api/state', headers });
      expect(response.statusCode, String(wrong)).toBe(403);
      expect((await studio.app.inject({ url: `/?token=${studio.token}`, headers })).statusCode).toBe(403);
    }
  });

  it('refuses a write from another origin, and a write that does not say its origin', async () => {
    for (const from of ['https://evil.example', `http://127.0.0.1:${studio.port + 1}`, 'null']) {
      const response = await studio.app.inject({
        method: 'POST',
        url: '/api/changes',
        headers: { host, cookie, origin: from },
        payload: change,
      });
      expect(response.statusCode, from).toBe(403);
    }
    const silent = await studio.app.inject({
      method: 'POST',
      url: '/api/changes',
      headers: { host, cookie },
      payload: change,
    });
    expect(silent.statusCode).toBe(403);
    expect(await fs.readdir(packDir)).not.toContain('tours.yaml');
    const own = await studio.app.inject({
      method: 'POST',
      url: '/api/changes',
      headers: { host, cookie, origin },
      payload: change,
    });
    expect(own.statusCode).toBe(200);
  });

  it('serves the pack’s images and its media roots’, and refuses every path outside them', async () => {
    const headers = { host, cookie };
    expect((await studio.app.inject({ url: '/pack/media/a.jpg', headers })).statusCode).toBe(200);
    expect((await studio.app.inject({ url: '/pack/demo/b.png', headers })).statusCode).toBe(200);
    for (const url of [
      '/pack/../../../etc/passwd',
      '/pack/media/..%2f..%2f..%2fetc%2fpasswd',
      '/pack/%2fetc%2fpasswd',
      '/pack/media/link.jpg',
      '/pack/demo/link.jpg',
      '/pack/demo/..%2f..%2fsecret.jpg',
      '/pack/pack.yaml',
    ]) {
      const response = await studio.app.inject({ url, headers });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('root:');
    }
  });

  it('serves the pack’s basemap by byte ranges, as the map editor’s PMTiles reader asks, to the token holder only', async () => {
    const headers = { host, cookie };
    const head = await studio.app.inject({
      url: '/pack/basemap.pmtiles',
      headers: { ...headers, range: 'bytes=0-15' },
    });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe('bytes 0-15/256');
    expect([...head.rawPayload]).toEqual(Array.from({ length: 16 }, (_, i) => i));
    const tail = await studio.app.inject({
      url: '/pack/basemap.pmtiles',
      headers: { ...headers, range: 'bytes=250-' },
    });
    expect([...tail.rawPayload]).toEqual([250, 251, 252, 253, 254, 255]);
    const last = await studio.app.inject({ url: '/pack/basemap.pmtiles', headers: { ...headers, range: 'bytes=-2' } });
    expect([...last.rawPayload]).toEqual([254, 255]);
    const whole = await studio.app.inject({ url: '/pack/basemap.pmtiles', headers });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(256);
    const beyond = await studio.app.inject({
      url: '/pack/basemap.pmtiles',
      headers: { ...headers, range: 'bytes=300-400' },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */256');
    // The guard comes first: no token, another Host or another Origin get nothing of it.
    const range = 'bytes=0-15';
    expect((await studio.app.inject({ url: '/pack/basemap.pmtiles', headers: { host, range } })).statusCode).toBe(401);
    const rebound = { host: `evil.example:${studio.port}`, cookie, range };
    expect((await studio.app.inject({ url: '/pack/basemap.pmtiles', headers: rebound })).statusCode).toBe(403);
    const framed = { ...headers, range, origin: 'https://evil.example' };
    expect((await studio.app.inject({ url: '/pack/basemap.pmtiles', headers: framed })).statusCode).toBe(403);
  });

  it('refuses an edit of a file that is not one of the pack’s YAML files', async () => {
    for (const file of ['../outside.yaml', '/tmp/x.yaml', 'media/a.jpg', 'scenes/../../x.yaml', 'notes.yaml']) {
      const response = await studio.app.inject({
        method: 'POST',
        url: '/api/changes',
        headers: { host, cookie, origin },
        payload: { label: 'x', operations: [{ op: 'append', file, path: [], value: 1 }] },
      });
      expect(response.statusCode, file).toBe(400);
    }
    expect(await fs.readdir(path.dirname(packDir))).not.toContain('outside.yaml');
  });

  it('refuses an upload name that would leave the media folder', async () => {
    const response = await studio.app.inject({
      method: 'PUT',
      url: `/api/media/${encodeURIComponent('../../evil.jpg')}`,
      headers: { host, cookie, origin, 'content-type': 'image/jpeg' },
      payload: Buffer.from('not an image'),
    });
    expect(response.statusCode).toBe(400);
    expect(await fs.readdir(path.dirname(packDir))).not.toContain('evil.jpg');
  });

  it('cannot be framed by another site', async () => {
    const page = await studio.app.inject({ url: '/', headers: { host, cookie } });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
