import { label, type Label } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery } from '../../http/query.ts';

const labelsQuery = z.object(commonQuery);

/** GET labels/ — the tenant's label tree (top level with children and the scenes carrying each). */
const labelsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/labels/', async (request): Promise<ListResponse<Label>> => {
    parseQuery(labelsQuery, request.query);
    const { items, total } = await documentReader(request).list('label', label);
    return listOf(items, total);
  });
  done();
};

export default labelsRoutes;
