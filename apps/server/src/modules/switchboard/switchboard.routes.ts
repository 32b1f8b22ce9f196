import type { SwitchboardResponse } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { sendWithStrongEtag } from '../../http/validators.ts';
import { toSwitchboardTenant } from '../../tenancy/tenants.service.ts';

/**
 * GET /api/switchboard/{hostname}/ — the tenant a host name maps to (same rule
 * as the Host header). An unknown host answers 200 with `{ error }`: the spec's
 * client reads the error field and carries on with the route's site name.
 */
const switchboardRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { hostname: string } }>(
    '/switchboard/:hostname/',
    // About the host in the path, not the one asked: answers on any well-formed host (issue 30's edge check).
    { config: { anyHost: true } },
    async (request, reply) => {
      // The answer changes with every import: clients revalidate (they then send its version_hash as `v`).
      reply.header('cache-control', 'no-cache');
      const hostName = request.params.hostname;
      const tenant = hostName.length <= 253 ? await app.resolveTenant(hostName) : null;
      const answer: SwitchboardResponse = tenant
        ? toSwitchboardTenant(tenant)
        : { error: `No site is served at ${hostName.slice(0, 253)}` };
      // Every page asks this first: the same answer is repeated from the front cache while the tenant is unchanged.
      if (tenant) request.frontCacheSource = { tenantHost: hostName, tenant };
      // docs/deploy.md: revalidated by its ETag, 304 while the tenant's version is unchanged.
      reply.type('application/json; charset=utf-8');
      return sendWithStrongEtag(request, reply, JSON.stringify(answer));
    },
  );
  done();
};

export default switchboardRoutes;
