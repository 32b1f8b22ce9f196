import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';
import { escapeHtml } from './html-escape.ts';

/** A browser navigating (GET or HEAD of a page, asking for HTML) reads a page; everyone else JSON. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url.startsWith('/oembed')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * 400 for a request whose Host cannot be served: the API's JSON error shape, or a plain page for a
 * browser. Never cached: the same URL on a good host is a normal answer.
 */
export function refuseHost(request: FastifyRequest, reply: FastifyReply, message: string): void {
  void reply.code(400).header('cache-control', 'no-store');
  if (!wantsPage(request)) {
    void reply.send(errorBody(400, message));
    return;
  }
  void reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title></head>' +
        `<body><h1>Site not found</h1><p>${escapeHtml(message)}.</p>` +
        '<p>Check the address: this server answers only for the sites it is configured to serve.</p></body></html>',
    );
}
