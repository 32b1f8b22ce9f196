import { tourStop, type TourStop } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { contentReader } from '../content/content-reader.ts';
import { parseQuery } from '../shared/http-error.ts';
import { listOf, type ListResponse } from '../shared/list-response.ts';
import { commonQuery, idParam } from '../shared/query.ts';

const tourStopsQuery = z.object({ ...commonQuery, tour: idParam.optional() });

/** GET tour-stops/ — self-guided stops, optionally only one tour's (`?tour=<id>`). */
const tourStopsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/tour-stops/', async (request): Promise<ListResponse<TourStop>> => {
    const query = parseQuery(tourStopsQuery, request.query);
    const { items } = await contentReader(request).list('tour_stop', tourStop);
    const stops = query.tour === undefined ? items : items.filter((stop) => stop.tour === query.tour);
    return listOf(stops);
  });
  done();
};

export default tourStopsRoutes;
