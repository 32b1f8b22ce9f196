import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import brandRoutes from './brand/brand.routes.ts';
import switchboardRoutes from './switchboard/switchboard.routes.ts';

/** Every read module of spec section 7. Add a module: import its routes and register it under `/v2`. */
const readModules: FastifyPluginCallback[] = [brandRoutes];

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
