import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional requests as RFC 9110 section 13 says. `If-None-Match` compares weakly (`W/"a"` matches
 * `"a"`); `If-Range` compares strongly: a weak validator never matches, so the whole file is sent.
 */
function entityTags(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** True when the client already holds this representation (answer 304). */
export function ifNoneMatchHolds(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  if (value.trim() === '*') return true;
  return entityTags(value).some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Whether a Range request with this `If-Range` may be answered in part: no `If-Range`, or one that is
 * the current strong ETag exactly, or an HTTP date not before the file's last change. Anything else
 * (a weak tag, another tag, a malformed date) gets the whole file, 200.
 */
export function ifRangeHolds(header: string | undefined, etag: string, lastModified: Date): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"')) return !etag.startsWith('W/') && value === etag;
  if (value.startsWith('W/')) return false;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return false;
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= date;
}

/** A strong ETag from a file's size and last change (what @fastify/send's own weak tag holds). */
export function fileEtag(size: number, mtimeMs: number): string {
  return `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** A strong ETag of a body's bytes. */
export function contentEtag(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Requests whose strong ETag names the identity bytes; plugins/representation-etag.ts adds the coding. */
export const codedEtagRequests = new WeakSet<FastifyRequest>();

/**
 * Sends a body that is a file or a function of stored content (a locale file, the switchboard, the
 * site icon) with a strong ETag of its bytes, or 304 when the client holds it. The compression plugin
 * may encode the body afterwards; the ETag then names that coding (`"…-br"`, see
 * plugins/representation-etag.ts), and either form revalidates.
 */
export function sendWithStrongEtag(request: FastifyRequest, reply: FastifyReply, body: string | Buffer) {
  const etag = contentEtag(body);
  reply.header('etag', etag);
  // Sent identity, gzip or brotli by Accept-Encoding (the compression plugin): a cache keys on it.
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || !/accept-encoding/i.test(vary)) {
    reply.header('vary', typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  codedEtagRequests.add(request);
  const sent = request.headers['if-none-match'];
  const tags = entityTags(Array.isArray(sent) ? sent.join(',') : (sent ?? ''));
  // The client names the form it holds (`"abc-br"`): the 304 names that same form.
  const held = tags.find((tag) => opaque(tag).replace(/-(?:br|gzip)"$/, '"') === etag);
  if (held !== undefined) return reply.header('etag', opaque(held)).code(304).send();
  if (typeof sent === 'string' && sent.trim() === '*') return reply.code(304).send();
  return reply.send(body);
}
