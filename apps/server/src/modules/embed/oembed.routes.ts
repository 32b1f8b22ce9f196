import { embedSnippet, type OembedResponse } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { previewCacheControl } from '../../plugins/response-cache.ts';
import { publicOrigin } from '../../tenancy/public-origin.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { normalizeHostName } from '../../tenancy/tenant-resolver.ts';
import { DocumentReader } from '../../documents/document-reader.ts';
import { resolveContentLanguage } from '../../tenancy/content-language.ts';
import { errorBody } from '../../http/error-handler.ts';
import { badRequest, notFound, parseQuery } from '../../http/http-error.ts';
import { bannerCardFor } from './banner-card.service.ts';

/** The banner's size when the consumer sets no maximum: the full card (description and avatar show above 450×300). */
export const DEFAULT_EMBED_SIZE = { width: 640, height: 360 };
const CACHE_AGE_SECONDS = 3600;
const ERROR_CACHE_SECONDS = 60;

const dimension = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number of pixels`)
    .min(1, `${name} must be at least 1`)
    .max(10_000, `${name} must be at most 10000`)
    .optional();

const oembedQuery = z.object({
  url: z.string({ error: 'url is required: the address of a tour or scene page' }).min(1).max(2000),
  maxwidth: dimension('maxwidth'),
  maxheight: dimension('maxheight'),
  format: z.enum(['json', 'xml'], { error: 'format must be json' }).optional(),
});

/** Analytics ids never travel into an embed code. */
const DROPPED_PARAMS = ['client_id', 'session_id', 'banner'];

/** The page's banner card address: same path and query, banner=true, no fragment. */
export function bannerSource(page: URL): string {
  const source = new URL(page);
  for (const name of DROPPED_PARAMS) source.searchParams.delete(name);
  source.searchParams.set('banner', 'true');
  source.hash = '';
  return source.toString();
}

function parsePageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('url must be an absolute http or https address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('url must be an http or https address');
  return url;
}

/** oEmbed 2.2: the banner's size within maxwidth and maxheight, its aspect ratio kept. */
export function embedSize(maxwidth = Infinity, maxheight = Infinity): { width: number; height: number } {
  const scale = Math.min(1, maxwidth / DEFAULT_EMBED_SIZE.width, maxheight / DEFAULT_EMBED_SIZE.height);
  return {
    width: Math.max(1, Math.floor(DEFAULT_EMBED_SIZE.width * scale)),
    height: Math.max(1, Math.floor(DEFAULT_EMBED_SIZE.height * scale)),
  };
}

/**
 * Only the tenant's own pages: the scheme and port of its public origin (a foreign port or scheme
 * is another site, never echoed into the iframe); the host name is checked against the tenant.
 */
function isOwnPage(page: URL, origin: string): boolean {
  const own = new URL(origin);
  return page.protocol === own.protocol && page.port === own.port;
}

/**
 * oEmbed 2.3.4: a thumbnail is given with its size, and only one that fits maxwidth × maxheight
 * (renditions have one size; a consumer asking for less gets none rather than a wrong one).
 */
function thumbnailFields(
  thumbnail: { url: string; width?: number; height?: number } | null,
  origin: string,
  max: { maxwidth?: number; maxheight?: number },
) {
  if (!thumbnail?.width || !thumbnail.height) return {};
  if (thumbnail.width > (max.maxwidth ?? Infinity) || thumbnail.height > (max.maxheight ?? Infinity)) return {};
  return {
    thumbnail_url: new URL(thumbnail.url, origin).toString(),
    thumbnail_width: thumbnail.width,
    thumbnail_height: thumbnail.height,
  };
}

/**
 * GET /oembed?url=…&maxwidth=…&maxheight=… (oEmbed 1.0, JSON): a tour or scene page of this
 * tenant becomes its banner card in an iframe, so a CMS such as WordPress turns a pasted tour link
 * into the banner. Pages of another tenant or site answer 404; `format=xml` 501 (spec 2.3.5).
 */
const oembedRoutes: FastifyPluginCallback = (app, _options, done) => {
  // Every answer, errors included, says how long it keeps and what it varies by (the title follows
  // Accept-Language when the page URL names no language). Errors keep a short while only.
  app.addHook('onSend', (request, reply, payload, next) => {
    if ((request.url.split('?', 1)[0] ?? '') === '/oembed') {
      reply.header('vary', 'Accept-Language, Accept-Encoding');
      if (reply.statusCode >= 400) reply.header('cache-control', `public, max-age=${ERROR_CACHE_SECONDS}`);
    }
    next(null, payload);
  });
  app.get('/oembed', async (request, reply): Promise<OembedResponse | ReturnType<typeof errorBody>> => {
    const query = parseQuery(oembedQuery, request.query);
    // oEmbed spec 2.3.5: a format the provider does not offer is 501, not a fault of ours.
    if (query.format === 'xml') return reply.code(501).send(errorBody(501, 'Only format=json is offered'));
    const tenant = requireTenant(request);
    const asked = parsePageUrl(query.url);
    const pageTenant = await app.resolveTenant(asked.host);
    const origin = publicOrigin(request, normalizeHostName(asked.host));
    if (pageTenant?.id !== tenant.id || !isOwnPage(asked, origin)) {
      throw notFound(`${asked.origin} is not served by this site`);
    }
    // Links in the answer are on the tenant's public origin, never what the url named beyond its
    // path (no user info). Concatenated, not resolved: a path `//other.example/x` must stay a path.
    const page = new URL(`${origin}${asked.pathname}${asked.search}`);
    // The page's own language (`?lng=`) first, as the page itself would show; else Accept-Language.
    const language = resolveContentLanguage(
      page.searchParams.get('lng') ?? undefined,
      request.headers['accept-language'],
      tenant.languages,
      tenant.default_language,
    );
    const reader = new DocumentReader(app.db, tenant, language, request.preview);
    const card = await bannerCardFor(page.pathname, { reader, bidi: false });
    const { width, height } = embedSize(query.maxwidth, query.maxheight);
    // A preview token may reveal a draft's title: such an answer is for this visitor only, never stored.
    const previewed =
      request.preview !== null || 'token' in (request.query as object) || page.searchParams.has('token');
    reply.header('cache-control', previewed ? previewCacheControl : `public, max-age=${CACHE_AGE_SECONDS}`);
    return {
      version: '1.0',
      type: 'rich',
      title: card.title,
      provider_name: card.brand.name,
      provider_url: `${page.origin}/`,
      html: embedSnippet({ src: bannerSource(page), width, height, title: card.title }),
      width,
      height,
      cache_age: CACHE_AGE_SECONDS,
      ...thumbnailFields(card.thumbnail, page.origin, query),
    };
  });

  // Discovery (oEmbed spec 4): every page of the app names its oEmbed answer.
  app.pageHead.contribute(({ request, tenant }) => {
    const origin = publicOrigin(request);
    const href = `${origin}/oembed?url=${encodeURIComponent(`${origin}${request.url}`)}&format=json`;
    return [
      { element: 'link', attributes: { rel: 'alternate', type: 'application/json+oembed', href, title: tenant.name } },
    ];
  });
  done();
};

export default oembedRoutes;
