import type { FastifyRequest } from 'fastify';
import { formatHost } from '../http/host-header.ts';

/**
 * The origin visitors use for this request's site, for every absolute URL the server writes
 * (og:url, og:image, oEmbed links): the configured scheme and port (PUBLIC_ORIGIN) with the host
 * name the edge checked and resolved to a tenant, or `hostName` when given (another configured host
 * of the same tenant). Never the raw Host header: `localhost:3000@evil.example` is refused at the
 * edge and could not reach here.
 */
export function publicOrigin(request: FastifyRequest, hostName?: string): string {
  const { config } = request.server;
  const site = request.siteHost;
  const scheme = config.publicOrigin?.scheme ?? (request.protocol === 'https' ? 'https' : 'http');
  const port = config.publicOrigin ? config.publicOrigin.port : (site?.port ?? null);
  const defaultPort = scheme === 'https' ? 443 : 80;
  const name = hostName ?? site?.name ?? config.appHost;
  return `${scheme}://${formatHost(name, port === defaultPort ? null : port)}`;
}
