import type { Language } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery } from '../../http/query.ts';
import { listTenantLanguages } from '../../tenancy/tenants.repository.ts';

const languageQuery = z.object(commonQuery);

/** GET language/ — the tenant's languages, default first. */
const languagesRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/language/', async (request): Promise<ListResponse<Language>> => {
    parseQuery(languageQuery, request.query);
    const tenant = requireTenant(request);
    const rows = await listTenantLanguages(app.db, tenant.id);
    return listOf(
      rows.map((row) => ({ language: row.code, name: row.name, name_local: row.name_local, bidi: row.bidi === 1 })),
    );
  });
  done();
};

export default languagesRoutes;
