// The Studio's live preview: on each save the pack is imported into a scratch data folder and shown
// by a real Meridian server of its own (127.0.0.1, the pack's tenant on the bare host), so what the
// author sees is what visitors get. Nothing of it touches the author's real DATA_DIR.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { importPack } from '../packs/import-pack.ts';
import { allowStudioFraming, ctaPreviewPages } from './preview-cta-pages.ts';
import type { StudioPreview } from './studio-server.ts';

export interface PreviewOptions {
  packDir: string;
  mediaRoots: string[];
  port: number;
}

async function schemaNameOf(packDir: string): Promise<string> {
  const value = parse(await fs.readFile(path.join(packDir, 'pack.yaml'), 'utf8')) as { schema_name?: unknown };
  return typeof value.schema_name === 'string' ? value.schema_name : 'studio';
}

export function createStudioPreview(options: PreviewOptions): StudioPreview {
  let app: FastifyInstance | null = null;
  let dataDir: string | null = null;
  let address = '';
  let secret = '';
  let schemaName = '';
  return {
    async publish() {
      if (!app) {
        dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-studio-preview-'));
        const config = loadConfig({
          DATA_DIR: dataDir,
          PORT: String(options.port),
          HOST: '127.0.0.1',
          APP_HOST: 'localhost',
          DEFAULT_TENANT: await schemaNameOf(options.packDir),
          DEMO_CONTENT: 'false',
          LOG_LEVEL: 'warn',
          ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        });
        app = await buildApp(config);
        secret = config.secret;
        allowStudioFraming(app);
        ({ schemaName } = await importPack(app.db, options.packDir, {
          mediaDir: config.mediaDir,
          mediaRoots: options.mediaRoots,
        }));
        await app.listen({ host: '127.0.0.1', port: options.port });
        const bound = app.server.address();
        address = `http://localhost:${typeof bound === 'object' && bound ? bound.port : options.port}/`;
        return address;
      }
      ({ schemaName } = await importPack(app.db, options.packDir, {
        mediaDir: path.join(dataDir ?? '', 'media'),
        mediaRoots: options.mediaRoots,
      }));
      return address;
    },
    async ctaPages() {
      return app ? ctaPreviewPages(app.db, secret, schemaName, address) : {};
    },
    async close() {
      await app?.close();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
