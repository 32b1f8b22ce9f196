// `meridian studio`'s HTTP side: a Fastify instance of its own, never registered by the public
// server (app.ts), bound to 127.0.0.1, every request guarded by studio-guard.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { studioChange, type StudioState } from '@meridian/contracts/studio';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import sharp from 'sharp';
import { addPackMedia, byteRange, mediaFileName, packFilePath } from './pack-media-files.ts';
import type { PackSession } from './pack-session.ts';
import { checkHostAndOrigin, checkStudioRequest } from './studio-guard.ts';
import { StudioEditError } from './yaml-edit.ts';

export interface StudioPreview {
  /** Imports the saved pack into the preview's scratch data folder; the address of its viewer. */
  publish(): Promise<string>;
  /** The preview's page of each CTA by key, as the last import numbered them (preview-cta-pages.ts). */
  ctaPages(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface StudioServerOptions {
  session: PackSession;
  /** The Studio's built web app (apps/web/dist-studio). */
  uiDir: string;
  port?: number;
  token?: string;
  preview?: StudioPreview;
}

export interface RunningStudio {
  app: FastifyInstance;
  port: number;
  token: string;
  /** The address to open, token included. */
  url: string;
}

const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  // The pack's offline basemap (maps_settings.basemap), read by the map editor by byte ranges.
  '.pmtiles': 'application/vnd.pmtiles',
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('application/json')
    .send({ statusCode: status, error: status === 401 ? 'Unauthorized' : 'Forbidden', message });
}

export async function startStudio(options: StudioServerOptions): Promise<RunningStudio> {
  const { session } = options;
  const token = options.token ?? randomBytes(24).toString('hex');
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  let port = 0;
  let preview: string | null = null;
  let previewProblem: string | null = null;
  let previewCtas: Record<string, string> | undefined;
  const cookieName = () => `meridian_studio_${port}`;
  // One change at a time: each request sees the previous one's result.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Frame-Options', 'DENY');
    void reply.header('Content-Security-Policy', "frame-ancestors 'none'");
    void reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    void reply.header('Referrer-Policy', 'no-referrer');
    void reply.header('Cache-Control', 'no-store');
    const where = { method: request.method, host: request.headers.host, origin: request.headers.origin };
    const url = new URL(request.url, 'http://studio.invalid');
    const offered = url.searchParams.get('token');
    if (request.method === 'GET' && url.pathname === '/' && offered !== null) {
      // The printed address: its token becomes a cookie of this origin, and the address bar loses it.
      const verdict = checkStudioRequest({ ...where, token: offered }, port, token);
      if (!verdict.ok) return refuse(reply, verdict.status, verdict.reason);
      void reply.header('Set-Cookie', `${cookieName()}=${token}; Path=/; HttpOnly; SameSite=Strict`);
      return reply.redirect('/', 303);
    }
    const given = cookieValue(request.headers.cookie, cookieName()) ?? request.headers['x-studio-token']?.toString();
    const verdict = checkStudioRequest({ ...where, token: given }, port, token);
    if (!verdict.ok) return refuse(reply, verdict.status, verdict.reason);
    return undefined;
  });
  // A refusal that needs no token (wrong host) is reported before a 404 too.
  app.setNotFoundHandler((request, reply) => {
    const verdict = checkHostAndOrigin(
      { method: request.method, host: request.headers.host, origin: request.headers.origin },
      port,
    );
    if (!verdict.ok) return refuse(reply, verdict.status, verdict.reason);
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no such page' });
  });

  const state = (): StudioState => ({
    files: session.values(),
    errors: session.errors,
    unsaved: session.unsaved(),
    undo: session.undoLabel(),
    redo: session.redoLabel(),
    preview,
    previewProblem,
    ...(previewCtas ? { previewCtas } : {}),
  });

  app.get('/', async (_request, reply) => {
    const html = await fs.readFile(path.join(options.uiDir, 'studio.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(html);
  });
  await app.register(fastifyStatic, { root: path.join(options.uiDir, 'assets'), prefix: '/assets/' });
  await app.register(fastifyStatic, {
    root: path.join(options.uiDir, 'locales'),
    prefix: '/locales/',
    decorateReply: false,
  });

  app.get('/api/state', () => state());
  app.post('/api/changes', async (request, reply) => {
    const change = studioChange.safeParse(request.body);
    if (!change.success)
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'not a change' });
    try {
      await serial(() => session.apply(change.data));
    } catch (error) {
      if (!(error instanceof StudioEditError)) throw error;
      return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message: error.message });
    }
    return state();
  });
  app.post('/api/undo', async () => {
    await serial(() => session.undo());
    return state();
  });
  app.post('/api/redo', async () => {
    await serial(() => session.redo());
    return state();
  });
  app.post('/api/save', async () => {
    await serial(async () => {
      await session.save();
      if (!options.preview || session.errors.length > 0) return;
      try {
        preview = await options.preview.publish();
        previewCtas = await options.preview.ctaPages();
        previewProblem = null;
      } catch (error) {
        previewProblem = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      }
    });
    return state();
  });

  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: 300 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.put<{ Params: { name: string } }>('/api/media/:name', async (request, reply) => {
    const name = mediaFileName(request.params.name);
    if (name === null || !Buffer.isBuffer(request.body)) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'a JPEG, PNG or WebP image' });
    }
    const metadata = await sharp(request.body)
      .metadata()
      .catch(() => null);
    if (!metadata?.width || !metadata.height) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'not a readable image' });
    }
    const saved = await addPackMedia(session.packDir, name, request.body);
    return { path: saved, width: metadata.width, height: metadata.height };
  });
  app.get<{ Params: { '*': string } }>('/pack/*', async (request, reply) => {
    // A media path is looked up as the validator looks it up: the pack, then each media root.
    let file: string | null = null;
    for (const root of [session.packDir, ...session.mediaRoots]) {
      file = await packFilePath(root, request.params['*']);
      if (file) break;
    }
    const type = file ? MEDIA_TYPES[path.extname(file).toLowerCase()] : undefined;
    if (!file || !type) return refuse(reply, 403, 'only the images and the basemap of the pack are served');
    void reply.type(type).header('X-Content-Type-Options', 'nosniff').header('Accept-Ranges', 'bytes');
    const { size } = await fs.stat(file);
    const range = byteRange(request.headers.range, size);
    if (range === null) return reply.send(await fs.readFile(file));
    if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    // Only the bytes asked for: a basemap may be far larger than what a view needs.
    const bytes = Buffer.alloc(range.end - range.start + 1);
    const handle = await fs.open(file);
    try {
      await handle.read(bytes, 0, bytes.length, range.start);
    } finally {
      await handle.close();
    }
    return reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`).send(bytes);
  });

  app.addHook('onClose', async () => {
    await options.preview?.close();
  });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, token, url: `http://127.0.0.1:${port}/?token=${token}` };
}
