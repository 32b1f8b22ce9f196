import type { Language } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery } from '../../http/query.ts';
import { tenantLanguages } from '../../tenancy/tenants.service.ts';

const languageQuery = z.object(commonQuery);

/** GET language/ — the tenant's languages, default first. */
const languagesRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/language/', async (request): Promise<ListResponse<Language>> => {
    parseQuery(languageQuery, request.query);
    const tenant = requireTenant(request);
    return listOf(await tenantLanguages(app.db, tenant.id));
  });
  done();
};

export default languagesRoutes;
