import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { walkthroughPage, walkthroughRooms, pickWalkthroughLanguage } from './walkthrough-page.ts';

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
 * with three.js served from this server, so demo tenants can embed a 3D scene without any
 * request leaving the machine (real Matterport URLs still work for tenants that have them).
 */
const walkthroughPlugin: FastifyPluginAsync = (app) => {
  app.get<{ Params: { name: string }; Querystring: { lng?: string } }>(
    '/walkthrough/:name/',
    async (request, reply) => {
      const room = walkthroughRooms.get(request.params.name);
      if (room === undefined) return notFound(reply, `No walkthrough named "${request.params.name}"`);
      const language = pickWalkthroughLanguage(request.query.lng, request.headers['accept-language']);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(walkthroughPage(request.params.name, room, language));
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
