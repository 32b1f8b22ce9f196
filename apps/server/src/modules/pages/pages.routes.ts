import { tourGroupPage, type TourGroupPage } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { withVisibleMembers } from '../../documents/visible-references.ts';
import { parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery, pageType, paging } from '../../http/query.ts';

/** Spec section 9: groups 100. */
export const groupLimit = 100;
const pagesQuery = z.object({ ...commonQuery, ...paging(groupLimit), type: pageType('tour.TourGroupPage') });

/**
 * GET pages/ (type=tour.TourGroupPage, limit 100) — every tour group of the
 * homepage, nested levels included (depth, parent, children, frontend_path,
 * tour_count_descendants are computed by the importer).
 */
const pagesRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/pages/', async (request): Promise<ListResponse<TourGroupPage>> => {
    const query = parseQuery(pagesQuery, request.query);
    const reader = documentReader(request);
    const { items, total } = await reader.list('tour_group', tourGroupPage, query);
    return listOf(await withVisibleMembers(reader, items), total);
  });
  done();
};

export default pagesRoutes;
