import { cta, type Cta } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { notFound, parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery, idParam } from '../../http/query.ts';

const ctasQuery = z.object(commonQuery);
const ctaParams = z.object({ id: idParam });

/** GET ctas/ and ctas/{id}/ — calls to action (notice, form, external link). */
const ctasRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/ctas/', async (request): Promise<ListResponse<Cta>> => {
    parseQuery(ctasQuery, request.query);
    const { items, total } = await documentReader(request).list('cta', cta);
    return listOf(items, total);
  });

  app.get('/ctas/:id/', async (request): Promise<Cta> => {
    parseQuery(ctasQuery, request.query);
    const { id } = parseQuery(ctaParams, request.params);
    const found = await documentReader(request).byId('cta', cta, id);
    if (!found) throw notFound(`No CTA with id ${id}`);
    return found;
  });
  done();
};

export default ctasRoutes;
