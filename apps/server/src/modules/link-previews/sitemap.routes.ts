import type { FastifyPluginCallback } from 'fastify';
import { sendWithStrongEtag } from '../../http/validators.ts';
import { revalidateCacheControl } from '../../plugins/response-cache.ts';
import { publicOrigin } from '../../tenancy/public-origin.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { DocumentReader } from '../../documents/document-reader.ts';
import { publicPaths, robotsTxt, sitemapXml } from './sitemap.service.ts';

/** One sitemap per host, tenant version and origin: built once per import, bounded. */
const maxCached = 200;

/**
 * GET /robots.txt and /sitemap.xml per tenant (issue 32), with absolute addresses on the tenant's
 * public origin (tenancy/public-origin.ts). `no-cache` with a strong ETag: a CDN may keep them and
 * revalidate; they change with every import.
 */
const sitemapRoutes: FastifyPluginCallback = (app, _options, done) => {
  const cache = new Map<string, string>();

  app.get('/robots.txt', async (request, reply) => {
    const tenant = requireTenant(request);
    reply.header('cache-control', revalidateCacheControl).type('text/plain; charset=utf-8');
    return sendWithStrongEtag(request, reply, robotsTxt(publicOrigin(request), tenant.schema_name));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const tenant = requireTenant(request);
    const origin = publicOrigin(request);
    const key = `${origin}\n${tenant.id}\n${tenant.version_hash}`;
    let xml = cache.get(key);
    if (xml === undefined) {
      // The default language's documents name the pages; every language of the tenant has them.
      const reader = new DocumentReader(app.db, tenant, tenant.default_language, null);
      xml = sitemapXml(origin, await publicPaths(reader, tenant.schema_name), tenant.languages);
      if (cache.size >= maxCached) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, xml);
    }
    reply.header('cache-control', revalidateCacheControl).type('application/xml; charset=utf-8');
    return sendWithStrongEtag(request, reply, xml);
  });
  done();
};

export default sitemapRoutes;
