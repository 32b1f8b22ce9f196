import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isBannerRequest } from '../../http/banner-query.ts';
import { ifNoneMatchHolds, sendWithStrongEtag } from '../../http/validators.ts';
import { errorBody } from '../../http/error-handler.ts';
import { escapeHtml } from '../../http/html-escape.ts';
import { fileValidatorHooks } from '../../plugins/file-validators.ts';
import type { PageHead } from '../../plugins/page-head.ts';
import { immutableCacheControl, preferredEncoding, revalidateCacheControl } from '../../plugins/response-cache.ts';
import { encodedPage, pageBytes } from './page-bytes.ts';

/** The compression plugin's threshold (plugins/compression.ts): smaller pages go as they are. */
const COMPRESSION_THRESHOLD = 1024;

/** Hash of every file under a directory (names and bytes): changes whenever a translation changes. */
export function hashDirectory(directory: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (current: string) => {
    if (!fs.existsSync(current)) return;
    for (const entry of fs.readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(path.relative(directory, full)).update('\0').update(fs.readFileSync(full));
    }
  };
  walk(directory);
  return hash.digest('hex').slice(0, 16);
}

const notBuiltMessage = 'The web app is not built yet: run npm run build:web';
const languagePattern = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;
const namespacePattern = /^[a-z0-9_-]{1,50}$/i;

/** index.html with `<meta name="meridian-build" content="<locales hash>">`, re-read when the build changes. */
function indexHtmlLoader(indexFile: string, buildHash: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return (): string | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexFile);
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const meta = `<meta name="meridian-build" content="${buildHash}">`;
      const html = fs.readFileSync(indexFile, 'utf8');
      cached = {
        mtimeMs: stat.mtimeMs,
        html: html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html,
      };
    }
    return cached.html;
  };
}

const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*>\s*/g;
/** The built page's first script or stylesheet: `early` head tags go before it. */
const FIRST_FETCHED = /<script\b|<link\s+rel="(?:stylesheet|modulepreload)"/;

/**
 * index.html with the request's server-rendered head (plugins/page-head.ts): its title replaces the
 * build's; HTML contributed for the body goes first in `<body>`. Body HTML that paints before the
 * app's stylesheets (a scene page's first paint, issue 39) has them after it: a stylesheet in
 * `<head>` holds back every paint of the page until it has downloaded (on a phone network, beside
 * the app's scripts, half a second), one in `<body>` only what follows it. The app's scripts wait for
 * it all the same (a pending stylesheet blocks scripts wherever it is), so they never run unstyled.
 */
export function withPageHead(html: string, head: Awaited<ReturnType<PageHead['render']>>): string {
  let result = head.title === null ? html : html.replace(/<title>[^<]*<\/title>/, () => head.title ?? '');
  if (head.tags) result = result.replace('</head>', () => `${head.tags}</head>`);
  if (head.earlyTags) result = result.replace(FIRST_FETCHED, (first) => `${head.earlyTags}${first}`);
  let body = head.body;
  if (body && head.bodyBeforeStyles) {
    const headEnd = result.indexOf('</head>');
    const links = headEnd < 0 ? [] : (result.slice(0, headEnd).match(STYLESHEET_LINK) ?? []);
    if (links.length > 0) {
      result = result.slice(0, headEnd).replace(STYLESHEET_LINK, '') + result.slice(headEnd);
      body += links.map((link) => link.trim()).join('');
    }
  }
  if (body) result = result.replace(/<body[^>]*>/, (open) => `${open}${body}`);
  const app = head.root;
  if (app) result = result.replace('<div id="root"></div>', () => `<div id="root">${app.html}</div>${app.after}`);
  const root = head.html;
  if (root) {
    const attributes = ` lang="${escapeHtml(root.lang)}" dir="${root.dir}"`;
    result = result.replace(/<html[^>]*>/i, (open) =>
      open.replace(/\s(?:lang|dir)="[^"]*"/gi, '').replace(/^<html/i, `<html${attributes}`),
    );
  }
  return result;
}

function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) return false;
  if (pathname.startsWith('/locales/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The built web app (WEB_DIST_DIR, default apps/web/dist): hashed assets with
 * immutable caching, `/locales/{lng}/{ns}.json` with the build-hash `v`, and the
 * SPA fallback (any other GET that is not an API, media or file path gets
 * index.html, `no-cache`). Unknown API or file paths answer 404 JSON.
 */
export default fp(
  async (app) => {
    const distDir = app.config.webDistDir;
    const localesDir = path.join(distDir, 'locales');
    const buildHash = hashDirectory(localesDir);
    app.decorate('localesBuildHash', buildHash);
    const indexHtml = indexHtmlLoader(path.join(distDir, 'index.html'), buildHash);
    // The embed banner card's own small entry (issue 14): no app shell, no panorama or map engine.
    const bannerHtml = indexHtmlLoader(path.join(distDir, 'banner.html'), buildHash);
    const pageHtml = (request: FastifyRequest): string | null =>
      (isBannerRequest(request.query) ? bannerHtml() : null) ?? indexHtml();

    app.get('/api/build', async (_request, reply) => {
      reply.header('cache-control', revalidateCacheControl);
      return { locales_hash: buildHash };
    });

    app.get<{ Params: { lng: string; ns: string }; Querystring: { v?: string } }>(
      '/locales/:lng/:ns.json',
      async (request, reply) => {
        const { lng, ns } = request.params;
        if (!languagePattern.test(lng) || !namespacePattern.test(ns)) {
          return reply.code(404).send(errorBody(404, 'No such translation file'));
        }
        let content: Buffer;
        try {
          content = await fs.promises.readFile(path.join(localesDir, lng, `${ns}.json`));
        } catch {
          return reply.code(404).send(errorBody(404, `No translations for ${lng}/${ns}`));
        }
        reply.header('cache-control', request.query.v === buildHash ? immutableCacheControl : revalidateCacheControl);
        return sendWithStrongEtag(request, reply.type('application/json; charset=utf-8'), content);
      },
    );

    if (fs.existsSync(distDir)) {
      // Strong validators for the built files (plugins/file-validators.ts), on the static route only.
      const validators = fileValidatorHooks(distDir, '/');
      app.addHook('onRequest', (request, reply, next) => {
        if (request.routeOptions.url === '/*') validators.onRequest(request, reply, next);
        else next();
      });
      app.addHook('onSend', (request, reply, payload, next) => {
        if (request.routeOptions.url === '/*') validators.onSend(request, reply, payload, next);
        else next(null, payload);
      });
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        wildcard: true,
        // The web build writes .br and .gz beside every text asset: sent as they are, no work per request.
        preCompressed: true,
        dotfiles: 'deny',
        cacheControl: false,
        allowedPath: (pathName) =>
          pathName !== '/index.html' && pathName !== '/banner.html' && !pathName.startsWith('/locales/'),
        setHeaders: (response, filePath) => {
          const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
          response.setHeader('cache-control', hashed ? immutableCacheControl : revalidateCacheControl);
          // brotli, gzip or identity by Accept-Encoding: a shared cache (a CDN) must key on it, or it
          // hands brotli to a client that cannot read it for a year.
          response.setHeader('vary', 'Accept-Encoding');
        },
      });
    }

    const sendApp = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
      const head = await app.pageHead.render(request, html);
      const bytes = pageBytes(html, head, () => withPageHead(html, head));
      const { etag } = bytes;
      // The page's language follows Accept-Language when the address names none, a scene page's
      // preloads follow Accept (WebP), and the bytes follow Accept-Encoding: a shared cache keys on all
      // three.
      reply
        .header('cache-control', revalidateCacheControl)
        .header('vary', 'Accept, Accept-Encoding, Accept-Language')
        .header('etag', etag)
        .type('text/html; charset=utf-8');
      if (head.status === 200 && ifNoneMatchHolds(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      // Compressed here, once per page (page-bytes.ts): the compression plugin leaves it as it is.
      const encoding =
        bytes.page.length >= COMPRESSION_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
      if (encoding === null) return reply.code(head.status).send(bytes.page);
      return reply.code(head.status).header('content-encoding', encoding).send(encodedPage(bytes, encoding));
    };

    // `/` is a directory for @fastify/static; the app's home route is the SPA like any other.
    app.get('/', (request, reply) => {
      const html = pageHtml(request);
      if (html !== null) return sendApp(request, reply, html);
      return reply.code(503).send(errorBody(503, notBuiltMessage));
    });

    app.setNotFoundHandler((request, reply) => {
      if (isAppRoute(request)) {
        const html = pageHtml(request);
        if (html !== null) return sendApp(request, reply, html);
        return reply.code(503).send(errorBody(503, notBuiltMessage));
      }
      request.log.info({ url: request.url }, 'not found');
      return reply.code(404).send(errorBody(404, `Nothing at ${request.method} ${request.url.split('?')[0] ?? ''}`));
    });
  },
  { name: 'web-app', dependencies: ['page-head'] },
);
