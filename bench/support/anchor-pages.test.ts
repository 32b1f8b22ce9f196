// The bench's self-test (issue 39): its anchor pages must reach the browser as a production site
// sends them, compressed like Meridian's own files and with its caching headers, or every ratio the
// bench prints against them flatters Meridian.
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_ASSETS, ANCHORS, startAnchorServer, type AnchorServer } from './anchor-pages.ts';
import { freePort } from './meridian-server.ts';
import { IMMUTABLE, REVALIDATE, withinCompressedSize } from './served-asset.ts';

const root = path.resolve(import.meta.dirname, '../..');
const renditions = {
  lowWebp: '/media/low.webp',
  highWebp: '/media/high.webp',
  highJpeg: '/media/high.jpg',
  yaw: 0,
  pitch: 0,
};

/** The bytes on the wire (no decoding), as a browser that accepts brotli and gzip receives them. */
function rawGet(port: number, file: string): Promise<{ bytes: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: file, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
        (answer) => {
          let bytes = 0;
          answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
          answer.on('end', () => resolve({ bytes, headers: answer.headers }));
        },
      )
      .on('error', reject);
  });
}

describe('the scene bench anchors are served as a production site serves them', () => {
  let port = 0;
  let server: AnchorServer;
  beforeAll(async () => {
    port = await freePort();
    // No Meridian behind it: the images' bytes count as nothing here, the code and pages are what is checked.
    server = await startAnchorServer(root, port, await freePort(), renditions);
  }, 60_000);
  afterAll(() => server.stop());

  it('sends each anchor page and its code within 10 % of their compressed size, with Meridian caching headers', async () => {
    for (const id of ANCHORS) {
      let transferred = 0;
      for (const file of [`/${id}`, ...ANCHOR_ASSETS[id]]) {
        const { bytes, headers } = await rawGet(port, file);
        transferred += bytes;
        expect(headers['cache-control'], file).toBe(file === `/${id}` ? REVALIDATE : IMMUTABLE);
        if (bytes >= 1024) expect(headers['content-encoding'], file).toBe('br');
      }
      expect(withinCompressedSize(transferred, server.compressedBytes(id)), `${id}: ${String(transferred)} bytes`).toBe(
        true,
      );
    }
  });
});
