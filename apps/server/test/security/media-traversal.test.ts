import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedCampus } from '../helpers/campus.ts';
import { listenOnFreePort, rawRequest } from '../helpers/raw-http.ts';
import { getter } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 30, hole 1: the media guard judged the raw first segment and the static server then
// decoded `%2f` and `%2e`, so one tenant's host served another tenant's files (and, with an
// HTML "audio", ran its script on the other tenant's origin).
const tenants = [
  { schema: 'northfield', hosts: ['localhost', 'northfield.localhost:3000', 'tours.northfield.example'] },
  { schema: 'harbour', hosts: ['harbour.localhost'] },
] as const;

/** Each way of writing `<from>/../<to>/<file>` that a decoder in the path might turn into a climb. */
function climbs(from: string, to: string, file: string): string[] {
  return [
    `/media/${from}/..%2f${to}%2f${file}`,
    `/media/${from}/..%2F${to}/${file}`,
    `/media/${from}/%2e%2e/${to}/${file}`,
    `/media/${from}/.%2E/${to}/${file}`,
    `/media/${from}/%2e%2e%2f${to}%2f${file}`,
    `/media/${from}/..%5c${to}%5c${file}`,
    `/media/${from}/..\\${to}\\${file}`,
    `/media/${from}/%252e%252e%252f${to}%252f${file}`,
    `/media/${from}/..%252f${to}%252f${file}`,
    `/media/${from}/%2e%2e%5c${to}/${file}`,
    `/media/${from}/../${to}/${file}`,
    `/media/${from}/./../${to}/${file}`,
    `/media/${from}//../${to}/${file}`,
    `/media/${from}/x/..%2f..%2f${to}%2f${file}`,
    `/media/%2e%2e/${to}/${file}`,
    `/media/${from}%2f..%2f${to}%2f${file}`,
    `/media/${from}/..%00/${to}/${file}`,
  ];
}

describe.each(testDatabaseKinds())('media stays in its tenant folder (%s)', (kind) => {
  let t: TestApp;
  let port: number;
  const marker = (schema: string) => Buffer.from(`<script>/* ${schema}'s secret bytes */</script>`.repeat(20));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCampus(t.app.db);
    for (const { schema } of tenants) {
      fs.mkdirSync(path.join(t.config.mediaDir, schema), { recursive: true });
      fs.writeFileSync(path.join(t.config.mediaDir, schema, 'guide.mp3'), marker(schema));
    }
    port = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  // A real socket: inject (like a browser) would resolve `%2e%2e` before the server saw it.
  it('answers 404 (400 with a NUL) to every encoded, doubled or backslashed climb, for every pair of tenants and hosts', async () => {
    let tries = 0;
    for (const from of tenants) {
      for (const host of from.hosts) {
        for (const to of tenants) {
          for (const url of climbs(from.schema, to.schema, 'guide.mp3')) {
            const response = await rawRequest(port, `GET ${url} HTTP/1.1\r\nHost: ${host}`);
            tries += 1;
            // A NUL byte anywhere in a request is refused at the edge (400) before media is looked up.
            expect(response.status, `${host} ${url}`).toBe(url.includes('%00') ? 400 : 404);
            expect(response.raw.includes(marker(to.schema)), `${host} ${url}`).toBe(false);
          }
        }
      }
    }
    expect(tries).toBe(4 * 2 * climbs('a', 'b', 'c').length);
  });

  it('serves each tenant its own file with nosniff and a policy that runs no script', async () => {
    for (const { schema, hosts } of tenants) {
      for (const host of hosts) {
        const response = await getter(t.app, host)(`/media/${schema}/guide.mp3`);
        expect(response.statusCode, host).toBe(200);
        expect(response.rawPayload.equals(marker(schema))).toBe(true);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("default-src 'none'");
        expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
        expect(csp).not.toMatch(/script-src/);
      }
    }
  });

  it('sends the same headers on a media miss', async () => {
    const response = await getter(t.app, 'harbour.localhost')('/media/harbour/nothing.html');
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  });
});
