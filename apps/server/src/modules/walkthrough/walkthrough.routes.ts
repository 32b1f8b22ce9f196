import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkthroughRoom } from '@meridian/contracts/walkthrough';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DocumentReader } from '../../documents/document-reader.ts';
import { resolveContentLanguage } from '../../tenancy/content-language.ts';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { isBidiLanguage } from '../../tenancy/tenants.repository.ts';
import { walkthroughPage } from './walkthrough-page.ts';

const staticDir = fileURLToPath(new URL('../../../static/walkthrough/', import.meta.url));
// three's "require" entry is build/three.cjs: its folder also holds the ES module build we serve.
const threeBuild = path.dirname(createRequire(import.meta.url).resolve('three'));
/** The only files served under /walkthrough/assets/: the page script and the three.js module it imports. */
const assets: ReadonlyMap<string, string> = new Map([
  ['walkthrough.js', path.join(staticDir, 'walkthrough.js')],
  ['walkthrough.css', path.join(staticDir, 'walkthrough.css')],
  ['three.module.js', path.join(threeBuild, 'three.module.js')],
  ['three.core.js', path.join(threeBuild, 'three.core.js')],
]);

function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
}

/**
 * Offline 3D walkthroughs: a small walkable room per name at `/walkthrough/<name>/`, rendered
 * with three.js served from this server, so a tenant can embed a 3D scene without any request
 * leaving the machine (real Matterport URLs still work for tenants that have them). The rooms are
 * the tenant's content (its pack's walkthroughs.yaml): each site serves its own rooms only.
 */
const walkthroughPlugin: FastifyPluginAsync = (app) => {
  app.get<{ Params: { name: string }; Querystring: { lng?: string } }>(
    '/walkthrough/:name/',
    async (request, reply) => {
      const tenant = requireTenant(request);
      // `lng` first (the app's frame asks for the visitor's language), then Accept-Language, then the default.
      const language = resolveContentLanguage(
        request.query.lng,
        request.headers['accept-language'],
        tenant.languages,
        tenant.default_language,
      );
      const reader = new DocumentReader(app.db, tenant, language, request.preview);
      const room = await reader.bySlug('walkthrough', walkthroughRoom, request.params.name);
      if (room === undefined) return notFound(reply, `No walkthrough named "${request.params.name}"`);
      const rightToLeft = await isBidiLanguage(app.db, tenant.id, language);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(walkthroughPage(room, language, rightToLeft));
    },
  );
  app.get<{ Params: { file: string } }>('/walkthrough/assets/:file', async (request, reply) => {
    const file = assets.get(request.params.file);
    if (file === undefined) return notFound(reply, `No walkthrough asset named "${request.params.file}"`);
    const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    return reply.type(type).header('cache-control', 'public, max-age=3600').send(fs.createReadStream(file));
  });
  return Promise.resolve();
};

export default walkthroughPlugin;
