// GET /favicon.png, /favicon.ico and /favicon.svg: the tenant's icon, never a 404 (browsers and
// crawlers ask for /favicon.ico on every site). A host without a tenant gets a neutral icon. The
// app's pages link the PNG (site-icon-png.ts says why); /favicon.ico answers the same PNG for clients
// that ask for it by name, and /favicon.svg the vector original.
import { brand } from '@meridian/contracts';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { documentReader } from '../../documents/document-reader.ts';
import { sendWithStrongEtag } from '../../http/validators.ts';
import { revalidateCacheControl } from '../../plugins/response-cache.ts';
import { siteIconPng } from './site-icon-png.ts';
import { siteIconSvg } from './site-icon.service.ts';

async function iconSvgOf(request: FastifyRequest): Promise<string> {
  const brandOfSite = request.tenant
    ? (await documentReader(request).list('brand', brand, { limit: 1 })).items[0]
    : undefined;
  return siteIconSvg(brandOfSite ?? null);
}

async function sendSvg(request: FastifyRequest, reply: FastifyReply) {
  const svg = await iconSvgOf(request);
  reply.header('cache-control', revalidateCacheControl).type('image/svg+xml; charset=utf-8');
  return sendWithStrongEtag(request, reply, svg);
}

async function sendPng(request: FastifyRequest, reply: FastifyReply) {
  const png = await siteIconPng(await iconSvgOf(request));
  return sendWithStrongEtag(request, reply.header('cache-control', revalidateCacheControl).type('image/png'), png);
}

const siteIconRoutes: FastifyPluginCallback = (app, _options, done) => {
  // A neutral icon on a host of no site too (the browser asks for it beside the 400 page).
  const config = { anyHost: true } as const;
  app.get('/favicon.png', { config }, sendPng);
  app.get('/favicon.ico', { config }, sendPng);
  app.get('/favicon.svg', { config }, sendSvg);
  done();
};

export default siteIconRoutes;
