import { placePage, type PlacePage } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { notFound, parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery, idParam, paging } from '../../http/query.ts';

/** Spec section 9: places 300. */
export const placeLimit = 300;
const listQuery = z.object({ ...commonQuery, ...paging(placeLimit), child_of: idParam.optional() });
const findQuery = z.object({
  ...commonQuery,
  html_path: z.string({ error: 'html_path is required' }).min(1, 'html_path is required').max(1000),
});
const pageQuery = z.object(commonQuery);
const pageParams = z.object({ id: idParam });

/** `/a/b`, `a/b/` and `/a/b/` are the same page. */
function normalizePath(path: string): string {
  const trimmed = path.trim().replace(/^\/+|\/+$/g, '');
  return `/${trimmed}${trimmed === '' ? '' : '/'}`;
}

/** GET place-pages/ (child_of, limit 300), place-pages/{id}/ and place-pages/find/?html_path= */
const placePagesRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/place-pages/', async (request): Promise<ListResponse<PlacePage>> => {
    const query = parseQuery(listQuery, request.query);
    const { items } = await documentReader(request).list('place_page', placePage);
    const children = query.child_of === undefined ? items : items.filter((page) => page.meta.parent === query.child_of);
    return listOf(children.slice(query.offset, query.offset + query.limit), children.length);
  });

  app.get('/place-pages/find/', async (request): Promise<PlacePage> => {
    const query = parseQuery(findQuery, request.query);
    const wanted = normalizePath(query.html_path);
    const { items } = await documentReader(request).list('place_page', placePage);
    const found = items.find((page) => normalizePath(page.meta.html_path) === wanted);
    if (!found) throw notFound(`No place page at ${query.html_path.slice(0, 200)}`);
    return found;
  });

  app.get('/place-pages/:id/', async (request): Promise<PlacePage> => {
    parseQuery(pageQuery, request.query);
    const { id } = parseQuery(pageParams, request.params);
    const found = await documentReader(request).byId('place_page', placePage, id);
    if (!found) throw notFound(`No place page with id ${id}`);
    return found;
  });
  done();
};

export default placePagesRoutes;
