import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { previewCacheControl } from './response-cache.ts';

/**
 * CSRF protection by double submit (spec section 6: requests send `X-CSRFToken`
 * taken from the `csrftoken` cookie).
 *
 * The token is `<random>.<HMAC-SHA256(SECRET, host + random)>`, so the server can
 * tell its own tokens from a cookie planted by someone else (for instance tossed
 * from a sibling sub-domain), and a token issued for one tenant's host is not
 * valid on another's. A cross-site page can make the browser send the cookie but
 * cannot read it, so it cannot copy it into the header.
 *
 * The cookie is issued, when the request has no valid one, on GET/HEAD answers
 * that a browser loads as a page (any text/html answer: the app shell, hosted
 * forms) and on uncached `/api/` answers, so a web app served by another server
 * still gets one from its first API call. Answers marked `public`/`immutable`
 * never carry it: a CDN must not hand one visitor's token to everyone. The answer that does carry
 * it is made `private, no-store` (the others, `no-cache`, are storable by a shared cache).
 *
 * Third-party frames (the banner and viewer embedded on a tenant's own site): a
 * `SameSite=Lax` cookie is not sent from inside a frame on another site, so
 * wherever the browser allows it (https, or a loopback host) the cookie is
 * `SameSite=None; Secure; Partitioned` (CHIPS). Partitioned means the browser
 * keeps one jar per top-level site: the frame on partner.example gets its own
 * token, still sent when third-party cookies are blocked, and no other site
 * ever sees it. The protection is unchanged: a cross-site page can make the
 * browser send the cookie but can neither read it nor set the `X-CSRFToken`
 * header (a custom header on a cross-origin request needs a CORS preflight this
 * server never grants), and the token is still signed and bound to the host.
 * See docs/forms.md, "CSRF in third-party frames".
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const CSRF_FAILURE_MESSAGE =
  'CSRF verification failed: send the value of the csrftoken cookie in the X-CSRFToken header. ' +
  'Reload the page to get a new token.';

export function issueCsrfToken(secret: string, host: string): string {
  const nonce = crypto.randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, host, nonce)}`;
}

export function isValidCsrfToken(token: string | undefined, secret: string, host: string): token is string {
  if (token === undefined) return false;
  const [nonce, signature, extra] = token.split('.');
  if (nonce === undefined || signature === undefined || extra !== undefined || nonce.length !== 24) return false;
  return safeEqual(signature, sign(secret, host, nonce));
}

/** The header must repeat the cookie exactly, and the cookie must be one this server issued for this host. */
export function csrfRequestIsValid(
  cookieToken: string | undefined,
  headerToken: string | undefined,
  secret: string,
  host: string,
): boolean {
  return (
    isValidCsrfToken(cookieToken, secret, host) && headerToken !== undefined && safeEqual(cookieToken, headerToken)
  );
}

function sign(secret: string, host: string, nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`csrf|${host.toLowerCase()}|${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/**
 * Every `csrftoken` value the request carries. A browser that still holds the
 * older unpartitioned cookie sends both it and the partitioned one; the page
 * repeats one of them in the header.
 */
export function csrfCookieValues(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== CSRF_COOKIE) continue;
    values.push(part.slice(separator + 1).trim());
  }
  return values;
}

const LOOPBACK_HOST = /^(?:localhost|[a-z0-9.-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Browsers accept `Secure` (and so `SameSite=None` and `Partitioned`) cookies
 * from https pages and from loopback hosts, which they treat as secure contexts.
 */
export function canUsePartitionedCookie(protocol: string, hostname: string): boolean {
  return protocol === 'https' || LOOPBACK_HOST.test(hostname);
}

function readHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[CSRF_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's CSRF token: the valid cookie, or the one this answer is about to set. */
    csrfToken: () => string;
    csrfIssuedToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler for unsafe routes: 403 JSON unless `X-CSRFToken` equals a valid `csrftoken` cookie. */
    requireCsrf: preHandlerAsyncHookHandler;
  }
}

export interface CsrfOptions {
  secret: string;
}

/** Whether this answer gives a request without a valid cookie one (also asked by the front cache). */
export function shouldIssueCookie(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // No site, no form to submit (and a host refused at the edge never had its cookies parsed).
  if (request.tenant === null) return false;
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  if (/\b(public|immutable)\b/i.test(cacheControl)) return false;
  const contentType = String(reply.getHeader('content-type') ?? '');
  return contentType.startsWith('text/html') || request.url.startsWith('/api/');
}

export const csrfPlugin = fp(
  async (app, options: CsrfOptions) => {
    const { secret } = options;
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);

    app.decorateRequest('csrfIssuedToken', null);
    app.decorateRequest('csrfToken', function csrfToken(this: FastifyRequest): string {
      const existing = readCookie(this, CSRF_COOKIE);
      if (isValidCsrfToken(existing, secret, this.hostname)) return existing;
      this.csrfIssuedToken ??= issueCsrfToken(secret, this.hostname);
      return this.csrfIssuedToken;
    });

    // Callback style, cheapest test first: most answers (immutable API reads, media) issue nothing, and
    // an immutable read answered from the response cache never parsed its cookies.
    app.addHook('onSend', (request, reply, payload, next) => {
      if (request.csrfIssuedToken === null && !shouldIssueCookie(request, reply)) {
        next(null, payload);
        return;
      }
      if (!isValidCsrfToken(readCookie(request, CSRF_COOKIE), secret, request.hostname)) {
        const partitioned = canUsePartitionedCookie(request.protocol, request.hostname);
        reply.setCookie(CSRF_COOKIE, request.csrfToken(), {
          path: '/',
          sameSite: partitioned ? 'none' : 'lax',
          partitioned,
          httpOnly: false,
          secure: partitioned,
          maxAge: ONE_YEAR_SECONDS,
        });
        // No storable answer carries a cookie (issue 32): a shared cache that kept this page or API
        // answer would hand one visitor's token to the next. The next request, cookie in hand, gets
        // the same answer storable (`no-cache` + ETag); this one is for this browser only.
        reply.header('cache-control', previewCacheControl);
      }
      next(null, payload);
    });

    app.decorate('requireCsrf', async function requireCsrf(request: FastifyRequest, reply: FastifyReply) {
      const header = readHeader(request);
      const valid = csrfCookieValues(request.headers.cookie).some((cookie) =>
        csrfRequestIsValid(cookie, header, secret, request.hostname),
      );
      // Answering here ends the request before its body is read.
      if (!valid) return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: CSRF_FAILURE_MESSAGE });
      return undefined;
    });
  },
  { name: 'meridian-csrf' },
);
