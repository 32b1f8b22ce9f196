// GET /favicon.ico and /favicon.svg: the tenant's icon, never a 404 (browsers and crawlers ask for
// /favicon.ico on every site). A host without a tenant gets a neutral icon. The app's index.html
// links /favicon.svg, so browsers take the SVG; /favicon.ico answers the same image for clients that
// ask for it by name.
import { brand } from '@meridian/contracts';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { documentReader } from '../documents/document-reader.ts';
import { revalidateCacheControl } from '../../plugins/response-cache.ts';
import { siteIconSvg } from './site-icon.service.ts';

async function sendIcon(request: FastifyRequest, reply: FastifyReply) {
  const brandOfSite = request.tenant
    ? (await documentReader(request).list('brand', brand, { limit: 1 })).items[0]
    : undefined;
  return reply
    .header('cache-control', revalidateCacheControl)
    .type('image/svg+xml; charset=utf-8')
    .send(siteIconSvg(brandOfSite ?? null));
}

const siteIconRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/favicon.ico', sendIcon);
  app.get('/favicon.svg', sendIcon);
  done();
};

export default siteIconRoutes;
