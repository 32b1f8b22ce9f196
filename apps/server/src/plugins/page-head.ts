import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Adds markup to the `<head>` of the app's HTML for one request (already escaped; '' for none). */
export type PageHeadContributor = (request: FastifyRequest) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The seam through which modules add tags to the app's HTML head (oEmbed discovery, og: tags)
     * without the web-app plugin knowing any module: modules add, the SPA fallback renders.
     */
    pageHead: { add: (contributor: PageHeadContributor) => void; render: (request: FastifyRequest) => string };
  }
}

export default fp(
  (app, _options, done) => {
    const contributors: PageHeadContributor[] = [];
    app.decorate('pageHead', {
      add: (contributor: PageHeadContributor) => {
        contributors.push(contributor);
      },
      render: (request: FastifyRequest) => contributors.map((contributor) => contributor(request)).join(''),
    });
    done();
  },
  { name: 'page-head' },
);
