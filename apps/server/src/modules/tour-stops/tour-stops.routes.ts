import { tourStop, type TourStop } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery, idParam } from '../../http/query.ts';

const tourStopsQuery = z.object({ ...commonQuery, tour: idParam.optional() });

/** GET tour-stops/ — self-guided stops, optionally only one tour's (`?tour=<id>`). */
const tourStopsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/tour-stops/', async (request): Promise<ListResponse<TourStop>> => {
    const query = parseQuery(tourStopsQuery, request.query);
    const reader = documentReader(request);
    const [{ items }, scenes] = await Promise.all([reader.list('tour_stop', tourStop), reader.visibleIds('scene')]);
    // A stop at a scene the request may not see would name a draft.
    const stops = items.filter(
      (stop) => scenes.has(stop.scene) && (query.tour === undefined || stop.tour === query.tour),
    );
    return listOf(stops);
  });
  done();
};

export default tourStopsRoutes;
