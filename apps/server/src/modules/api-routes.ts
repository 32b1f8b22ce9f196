import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import brandRoutes from './brand/brand.routes.ts';
import ctasRoutes from './ctas/ctas.routes.ts';
import labelsRoutes from './labels/labels.routes.ts';
import languagesRoutes from './languages/languages.routes.ts';
import mapsRoutes from './maps/maps.routes.ts';
import pagesRoutes from './pages/pages.routes.ts';
import placePagesRoutes from './place-pages/place-pages.routes.ts';
import scenesRoutes from './scenes/scenes.routes.ts';
import switchboardRoutes from './switchboard/switchboard.routes.ts';
import tourStopsRoutes from './tour-stops/tour-stops.routes.ts';
import toursRoutes from './tours/tours.routes.ts';
import wayfindingRoutes from './wayfinding/wayfinding.routes.ts';

/** Every read module of spec section 7. Add a module: import its routes and register it under `/v2`. */
const readModules: FastifyPluginCallback[] = [
  brandRoutes,
  labelsRoutes,
  languagesRoutes,
  scenesRoutes,
  toursRoutes,
  pagesRoutes,
  ctasRoutes,
  tourStopsRoutes,
  placePagesRoutes,
  mapsRoutes,
  wayfindingRoutes,
];

const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(switchboardRoutes);
  await app.register(
    async (v2) => {
      for (const module of readModules) await v2.register(module);
    },
    { prefix: '/v2' },
  );
};

export default apiRoutes;
