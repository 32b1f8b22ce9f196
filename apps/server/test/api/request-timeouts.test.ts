import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTimeouts, loadConfig } from '../../src/config.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { csrfHeaders, makeForm } from '../submissions/form-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 10, defect 7: a slow multipart body was held for 12 s and more, idle sockets stayed open.
// The test config sets 200 ms limits; the assertions wait for the server's answer or its closing
// of the socket (states), never for an amount of time.
describe('request time limits (a real socket against app.listen)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { timeouts: { requestMs: 200, headersMs: 200, keepAliveMs: 200, idleMs: 2_000 } });
    const tenant = await seedTenant(t.app.db, { schema_name: 'northfield' });
    await writeDocument(t.app.db, tenant, { kind: 'form', id: 7, body: makeForm(7) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Connects, writes `data`, never writes more; resolves with everything the server sent once it closes the socket. */
  function stall(data: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
  }

  it('answers 408 to a multipart submission whose body never finishes, and closes the connection', async () => {
    const csrf = csrfHeaders(t.config.secret, 'localhost');
    const head = [
      'POST /api/v2/forms/7/submissions/ HTTP/1.1',
      'Host: localhost',
      'X-Requested-With: XMLHttpRequest',
      `Cookie: ${csrf.cookie}`,
      `X-CSRFToken: ${csrf['x-csrftoken']}`,
      'Content-Type: multipart/form-data; boundary=x',
      'Content-Length: 100000',
      '',
      '',
    ].join('\r\n');
    const answer = await stall(`${head}--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nslow`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('"statusCode":408');
  });

  it('answers 408 to headers that never finish, and closes a socket that sends nothing', async () => {
    expect(await stall('GET /api/v2/brand/ HTTP/1.1\r\nHost: local')).toMatch(/^HTTP\/1\.1 408 /);
    // Resolving at all is the point: the server closed the silent socket (with a 408, or without a word).
    const silent = await stall('');
    expect(silent === '' || silent.startsWith('HTTP/1.1 408 ')).toBe(true);
  });

  it('still answers a request that arrives in time on the same server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v2/brand/`, { headers: { host: 'localhost' } });
    expect(response.status).not.toBe(408);
  });

  it('has limits by default and takes them from REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS', () => {
    const env = { DATA_DIR: t.config.dataDir, SECRET: t.config.secret };
    expect(loadConfig(env).timeouts).toEqual(defaultTimeouts);
    const configured = loadConfig({ ...env, REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000' }).timeouts;
    expect(configured).toMatchObject({ requestMs: 5000, headersMs: 5000 });
  });
});
