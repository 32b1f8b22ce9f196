import { brand, type Brand } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { parseQuery } from '../../http/http-error.ts';
import { commonQuery } from '../../http/query.ts';
import type { ListResponse } from '../../http/list-response.ts';

const brandQuery = z.object(commonQuery);

/** GET brand/ — the tenant's brand as items[0]; an empty list tells the client to use its default brand. */
const brandRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/brand/', async (request): Promise<ListResponse<Brand>> => {
    parseQuery(brandQuery, request.query);
    const { items } = await documentReader(request).list('brand', brand, { limit: 1 });
    return { meta: { total_count: items.length }, items };
  });
  done();
};

export default brandRoutes;
