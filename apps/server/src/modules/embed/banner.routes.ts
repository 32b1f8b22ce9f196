import { bannerCardRequestPath, type BannerCard } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { isBannerRequest } from '../../http/banner-query.ts';
import { documentReader } from '../../documents/document-reader.ts';
import { parseQuery } from '../../http/http-error.ts';
import { commonQuery } from '../../http/query.ts';
import { listTenantLanguages } from '../../tenancy/tenants.repository.ts';
import { bannerCardFor } from './banner-card.service.ts';

const bannerQuery = z.object({
  ...commonQuery,
  path: z
    .string({ error: 'path is required: the page path the banner card is for' })
    .max(1000, 'path is too long')
    .regex(/^\/[^?#\s]*$/, 'path must be a page path starting with /'),
});

function firstString(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

/** The card request the banner page will make (the same builder), fetched while its code downloads. */
export function bannerCardRequestUrl(rawUrl: string, query: Record<string, unknown>): string {
  return bannerCardRequestPath({
    pathname: rawUrl.split('?')[0] ?? '/',
    language: firstString(query.lng),
    token: firstString(query.token),
    contentType: firstString(query.content_type),
  });
}

/** GET banner/?path=… — the banner card of a page path, in one small answer (docs/embedding.md). */
const bannerRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/banner/', async (request): Promise<BannerCard> => {
    const { path } = parseQuery(bannerQuery, request.query);
    const reader = documentReader(request);
    const languages = await listTenantLanguages(app.db, reader.tenant.id);
    const bidi = languages.find((language) => language.code === reader.language)?.bidi === 1;
    return bannerCardFor(path, { reader, bidi });
  });

  // The banner page names its one data request up front: on a slow link it arrives with the code.
  // Without credentials, as the page's own request (api/fetch-banner-card.ts), so the two match.
  app.pageHead.contribute(({ request }) => {
    if (!isBannerRequest(request.query)) return [];
    const href = bannerCardRequestUrl(request.url, request.query as Record<string, unknown>);
    return [{ element: 'link', attributes: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' } }];
  });
  done();
};

export default bannerRoutes;
