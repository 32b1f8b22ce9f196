import { tour, type Tour } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { withVisibleScenes } from '../../documents/visible-references.ts';
import { notFound, parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery, pageType, paging, parseSlugOrId } from '../../http/query.ts';

/** Spec section 9: tours 150. */
export const tourLimit = 150;
const toursQuery = z.object({ ...commonQuery, ...paging(tourLimit), type: pageType('tour.TourPage') });
const tourQuery = z.object(commonQuery);

/** GET tours/ (fields=*, type=tour.TourPage, limit 150) and tours/{slug}/ (with scenes[].scene.id). */
const toursRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/tours/', async (request): Promise<ListResponse<Tour>> => {
    const query = parseQuery(toursQuery, request.query);
    const reader = documentReader(request);
    const { items, total } = await reader.list('tour', tour, query);
    return listOf(await withVisibleScenes(reader, items), total);
  });

  app.get<{ Params: { key: string } }>('/tours/:key/', async (request): Promise<Tour> => {
    parseQuery(tourQuery, request.query);
    const key = parseSlugOrId(request.params.key);
    const reader = documentReader(request);
    const found = 'id' in key ? await reader.byId('tour', tour, key.id) : await reader.bySlug('tour', tour, key.slug);
    const [visible] = found ? await withVisibleScenes(reader, [found]) : [];
    if (!visible) throw notFound(`No tour ${request.params.key}`);
    return visible;
  });
  done();
};

export default toursRoutes;
