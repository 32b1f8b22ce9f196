import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { fileEtag } from '../http/validators.ts';

/**
 * Strong validators for files the static plugins serve (media, built assets). @fastify/send tags a file
 * `W/"<size>-<mtime>"`: weak, so a range client cannot use it (RFC 9110 13.1.5: If-Range needs a strong
 * one), and it compares If-Range by substring, so a weak tag got a 206. These files never change under
 * their name (content-hashed media and assets) and the tag changes with size or time, so it is strong:
 * the answer carries `"<size>-<mtime>"`, and a Range request whose If-Range is not exactly that tag (a
 * weak tag, another file's) gets the whole file, 200.
 */
export function fileValidatorHooks(root: string, prefix: string) {
  const resolvedRoot = path.resolve(root);
  const fileOf = (request: FastifyRequest): string | null => {
    let pathname: string;
    try {
      pathname = decodeURIComponent((request.url.split('?')[0] ?? '').slice(prefix.length));
    } catch {
      return null;
    }
    const file = path.resolve(resolvedRoot, `.${path.posix.sep}${pathname}`);
    return file.startsWith(resolvedRoot + path.sep) ? file : null;
  };

  const onRequest = (request: FastifyRequest, _reply: FastifyReply, next: HookHandlerDoneFunction) => {
    const header = request.headers['if-range'];
    const ifRange = (Array.isArray(header) ? header[0] : header)?.trim();
    if (request.headers.range === undefined || ifRange === undefined || !/^(?:W\/)?"/.test(ifRange)) {
      next();
      return;
    }
    const file = fileOf(request);
    let strong: string | null = null;
    try {
      const stat = file === null ? null : fs.statSync(file);
      strong = stat?.isFile() ? fileEtag(stat.size, stat.mtime.getTime()) : null;
    } catch {
      strong = null;
    }
    if (strong !== null && ifRange === strong) {
      // @fastify/send knows only its weak form: say it in that form so it answers the range.
      request.headers['if-range'] = `W/${strong}`;
    } else {
      delete request.headers.range;
      delete request.headers['if-range'];
    }
    next();
  };

  const onSend = (
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    next: (error: null, value: unknown) => void,
  ) => {
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('W/"') && [200, 206, 304].includes(reply.statusCode)) {
      reply.header('etag', etag.slice(2));
    }
    next(null, payload);
  };

  return { onRequest, onSend };
}
