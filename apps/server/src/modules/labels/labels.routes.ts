import { label, type Label } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { contentReader } from '../content/content-reader.ts';
import { parseQuery } from '../shared/http-error.ts';
import { listOf, type ListResponse } from '../shared/list-response.ts';
import { commonQuery } from '../shared/query.ts';

const labelsQuery = z.object(commonQuery);

/** GET labels/ — the tenant's label tree (top level with children and the scenes carrying each). */
const labelsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/labels/', async (request): Promise<ListResponse<Label>> => {
    parseQuery(labelsQuery, request.query);
    const { items, total } = await contentReader(request).list('label', label);
    return listOf(items, total);
  });
  done();
};

export default labelsRoutes;
