import { category, type Category, type SearchPlaceResult } from '@meridian/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { documentReader } from '../../documents/document-reader.ts';
import { badRequest, describeZodError, notFound, parseQuery } from '../../http/http-error.ts';
import { listOf, type ListResponse } from '../../http/list-response.ts';
import { commonQuery, idParam, parseSlugOrId } from '../../http/query.ts';
import {
  allFeatures,
  campusOutlineFeature,
  osmBuildingFeature,
  searchResult,
  type PlacePointFeature,
} from '../../documents/map-features.ts';
import {
  buildings,
  buildingsWithPlaces,
  collection,
  featureType,
  findCategory,
  placePoints,
  type FeatureCollection,
} from './maps.service.ts';

const mapsQuery = z.object(commonQuery);
const polygonParams = z.object({ polygonId: idParam });

/** The map calls of spec section 7; every answer is a GeoJSON FeatureCollection except the directory list. */
const mapsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('preHandler', (request, _reply, next) => {
    const query = mapsQuery.safeParse(request.query);
    next(query.success ? undefined : badRequest(describeZodError(query.error)));
  });

  app.get('/maps/wayfinding/places/', async (request) => collection(await placePoints(documentReader(request))));

  app.get('/maps/campus-outlines/', async (request) =>
    collection(await allFeatures(documentReader(request), 'campus_outline', campusOutlineFeature)),
  );

  app.get('/maps/campus-buildings/', async (request) => collection(await buildings(documentReader(request))));

  app.get('/maps/places/polygons/', async (request) => collection(await buildingsWithPlaces(documentReader(request))));

  app.get('/maps/places/points/:polygonId', async (request): Promise<FeatureCollection<PlacePointFeature>> => {
    const { polygonId } = parseQuery(polygonParams, request.params);
    const reader = documentReader(request);
    const all = await buildings(reader);
    if (!all.some((building) => building.properties.id === polygonId)) {
      throw notFound(`No building polygon with id ${polygonId}`);
    }
    const points = await placePoints(reader);
    return collection(points.filter((point) => point.properties.polygon_id === polygonId));
  });

  app.get('/maps/osm/buildings', async (request) =>
    collection(await allFeatures(documentReader(request), 'osm_building', osmBuildingFeature)),
  );

  app.get('/maps/directory/', async (request): Promise<ListResponse<Category>> => {
    const { items, total } = await documentReader(request).list('category', category);
    return listOf(items, total);
  });

  app.get<{ Params: { key: string } }>('/maps/directory/:key/', async (request) => {
    const reader = documentReader(request);
    const found = await findCategory(reader, parseSlugOrId(request.params.key));
    if (!found) throw notFound(`No directory category ${request.params.key}`);
    const points = (await placePoints(reader)).filter((point) => point.properties.category_ids.includes(found.id));
    const results: SearchPlaceResult[] = points.map(searchResult);
    return { ...collection(points), category: featureType(found), feature_type_results: results };
  });
  done();
};

export default mapsRoutes;
