import { scene, sceneSummary, type Scene, type SceneSummary } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { withVisibleLinks } from '../../documents/visible-references.ts';
import { notFound, parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery, paging, parseSlugOrId } from '../../http/query.ts';

/** Spec section 9: scenes 1000. */
export const sceneLimit = 1000;
const scenesQuery = z.object({ ...commonQuery, ...paging(sceneLimit) });
const sceneQuery = z.object(commonQuery);

/**
 * GET scenes/ — every scene as a summary (list fields only); a preview token
 * (lowercased by the client) adds its unpublished scene, or a tour's scenes.
 * GET scene/{slug}/ and scene/{id}/ — one scene with everything.
 */
const scenesRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/scenes/', async (request): Promise<ListResponse<SceneSummary>> => {
    const query = parseQuery(scenesQuery, request.query);
    const reader = documentReader(request);
    const { items, total } = await reader.list('scene', sceneSummary, query);
    return listOf(await withVisibleLinks(reader, items), total);
  });

  app.get<{ Params: { key: string } }>('/scene/:key/', async (request): Promise<Scene> => {
    parseQuery(sceneQuery, request.query);
    const key = parseSlugOrId(request.params.key);
    const reader = documentReader(request);
    const found =
      'id' in key ? await reader.byId('scene', scene, key.id) : await reader.bySlug('scene', scene, key.slug);
    const [visible] = found ? await withVisibleLinks(reader, [found]) : [];
    if (!visible) throw notFound(`No scene ${request.params.key}`);
    return visible;
  });
  done();
};

export default scenesRoutes;
