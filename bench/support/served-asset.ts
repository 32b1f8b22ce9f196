// A text file served the way Meridian serves its own: brotli or gzip by the request's
// Accept-Encoding (brotli first), compressed once ahead of time at the best levels (the web build's
// .br/.gz files, plugins/web-app.ts), nothing compressed under 1 KiB (plugins/compression.ts), and
// Meridian's caching headers. The bench's anchor pages go through this so that a comparison with
// them is not a comparison of compressed with uncompressed bytes.
import type http from 'node:http';
import zlib from 'node:zlib';

/** plugins/compression.ts: smaller answers are sent as they are. */
const THRESHOLD = 1024;
/** apps/server/src/plugins/response-cache.ts. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface ServedAsset {
  type: string;
  cacheControl: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function servedAsset(body: string | Buffer, type: string, cacheControl: string): ServedAsset {
  const identity = Buffer.from(body);
  return {
    type,
    cacheControl,
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** The smallest bytes a browser that accepts brotli can receive for this asset. */
export function compressedSize(asset: ServedAsset): number {
  return asset.identity.length < THRESHOLD ? asset.identity.length : Math.min(asset.br.length, asset.identity.length);
}

function encodingFor(accept: string | undefined, asset: ServedAsset): 'br' | 'gzip' | null {
  if (asset.identity.length < THRESHOLD) return null;
  const accepted = (accept ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  if (accepted.includes('br') && asset.br.length < asset.identity.length) return 'br';
  if (accepted.includes('gzip') && asset.gzip.length < asset.identity.length) return 'gzip';
  return null;
}

export function sendAsset(request: http.IncomingMessage, response: http.ServerResponse, asset: ServedAsset): void {
  const encoding = encodingFor(request.headers['accept-encoding'], asset);
  const body = encoding === null ? asset.identity : asset[encoding];
  response.writeHead(200, {
    'content-type': asset.type,
    'cache-control': asset.cacheControl,
    'content-length': String(body.length),
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Issue 39: a page that transferred more than 10 % above the compressed size of its files was not served fairly. */
export function withinCompressedSize(transferred: number, compressed: number): boolean {
  return transferred <= compressed * 1.1;
}
