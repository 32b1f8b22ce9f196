import { embedSnippet, type OembedResponse } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { previewCacheControl } from '../../plugins/response-cache.ts';
import { publicOrigin } from '../../tenancy/public-origin.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { normalizeHostName } from '../../tenancy/tenant-resolver.ts';
import { documentReader } from '../documents/document-reader.ts';
import { errorBody } from '../../http/error-handler.ts';
import { badRequest, notFound, parseQuery } from '../../http/http-error.ts';
import { bannerCardFor } from './banner-card.service.ts';

/** The banner's size when the consumer sets no maximum: the full card (description and avatar show above 450×300). */
export const DEFAULT_EMBED_SIZE = { width: 640, height: 360 };
const CACHE_AGE_SECONDS = 3600;

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

/**
 * GET /oembed?url=…&maxwidth=…&maxheight=… (oEmbed 1.0, JSON): a tour or scene page of this
 * tenant becomes its banner card in an iframe, so a CMS such as WordPress turns a pasted tour link
 * into the banner. Pages of another tenant or site answer 404; `format=xml` 501 (spec 2.3.5).
 */
const oembedRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/oembed', async (request, reply): Promise<OembedResponse | ReturnType<typeof errorBody>> => {
    const query = parseQuery(oembedQuery, request.query);
    // oEmbed spec 2.3.5: a format the provider does not offer is 501, not a fault of ours.
    if (query.format === 'xml') return reply.code(501).send(errorBody(501, 'Only format=json is offered'));
    const tenant = requireTenant(request);
    const asked = parsePageUrl(query.url);
    const pageTenant = await app.resolveTenant(asked.host);
    if (pageTenant?.id !== tenant.id) throw notFound(`${asked.host} is not served by this site`);
    // Links in the answer are on the tenant's public origin, whatever scheme, port or user the url named.
    // (Concatenated, not resolved: a path `//other.example/x` must stay a path.)
    const page = new URL(`${publicOrigin(request, normalizeHostName(asked.host))}${asked.pathname}${asked.search}`);

    const card = await bannerCardFor(page.pathname, { reader: documentReader(request), bidi: false });
    const width = Math.min(DEFAULT_EMBED_SIZE.width, query.maxwidth ?? Infinity);
    const height = Math.min(DEFAULT_EMBED_SIZE.height, query.maxheight ?? Infinity);
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
      ...(card.thumbnail ? { thumbnail_url: new URL(card.thumbnail.url, page.origin).toString() } : {}),
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
