import type { BannerCard } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../documents/document-reader.ts';
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

/** GET banner/?path=… — the banner card of a page path, in one small answer (docs/embedding.md). */
const bannerRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/banner/', async (request): Promise<BannerCard> => {
    const { path } = parseQuery(bannerQuery, request.query);
    const reader = documentReader(request);
    const languages = await listTenantLanguages(app.db, reader.tenant.id);
    const bidi = languages.find((language) => language.code === reader.language)?.bidi === 1;
    return bannerCardFor(path, { reader, bidi });
  });
  done();
};

export default bannerRoutes;
