import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
import { compression } from 'vite-plugin-compression2';
import { preactCompatAlias } from './preact-compat.ts';

/** Hash of every UI translation file: the build hash sent as `?v=` on /locales requests. */
function localesHash(): string {
  const root = join(import.meta.dirname, 'public', 'locales');
  const hash = createHash('sha256');
  for (const lng of readdirSync(root).sort()) {
    for (const file of readdirSync(join(root, lng)).sort()) {
      hash.update(`${lng}/${file}\n`);
      hash.update(readFileSync(join(root, lng, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** A chunk and every chunk it imports statically, the page's entry left out (its own script tag). */
function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Set<string>();
  const chunks: OutputChunk[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const output = bundle[fileName];
    if (output?.type !== 'chunk') return;
    if (!output.isEntry) chunks.push(output);
    for (const imported of output.imports) visit(imported);
  };
  visit(start.fileName);
  return chunks;
}

function chunkByModule(bundle: OutputBundle, modulePath: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.facadeModuleId?.endsWith(modulePath) === true,
  );
  if (!chunk) throw new Error(`${modulePath}: its chunk is missing from the build`);
  return chunk;
}

const urlsOf = (files: string[]) => files.map((file) => `/${file}`).join(' ');

/**
 * Every module the first view runs before its first frame (start-first-view and what it imports
 * statically; not the engine, which it imports once that frame is painted): a scene page's HTML
 * preloads them (apps/server/src/modules/scenes/first-view-head.ts), so they download while the
 * entry script is still on its way.
 */
function firstViewModules(bundle: OutputBundle): string {
  const start = chunkByModule(bundle, '/app/first-view/start-first-view.ts');
  return urlsOf(staticClosure(bundle, start).map((chunk) => chunk.fileName));
}

/**
 * The app proper's modules and stylesheets (boot.tsx and all it imports statically): app/load-boot.ts
 * requests them all at once before it evaluates them in stages.
 */
function bootCode(bundle: OutputBundle): { modules: string; css: string } {
  const chunks = staticClosure(bundle, chunkByModule(bundle, '/app/boot.tsx'));
  const css = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  return { modules: urlsOf(chunks.map((chunk) => chunk.fileName)), css: urlsOf([...css]) };
}

/**
 * Every stylesheet the server-rendered homepage needs beyond the entry's (issue 36): the app's and the
 * homepage screens'. The server links them in the page's head, so the HTML is styled before (and
 * without) any script; the app's own imports of them then find them loaded.
 */
function homeCss(bundle: OutputBundle): string {
  const screens = ['/app/boot.tsx', '/app/routes/home-route.tsx', '/app/routes/site-root-route.tsx'];
  const chunks = screens.flatMap((screen) => {
    const chunk = chunkByModule(bundle, screen);
    return [chunk, ...staticClosure(bundle, chunk)];
  });
  return urlsOf([...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]);
}

/**
 * The bundled text faces a server-rendered page preloads (issue 36): its text is on screen before the
 * stylesheet's `font-display: swap` face arrives otherwise, and the face then re-wraps it (the
 * homepage's buttons moved 56 px on a phone). Latin (Mulish) and Arabic (Noto Sans Arabic) only: the
 * other subsets are for rarer characters, and Chinese uses the system's font (components/fonts.css).
 */
function textFonts(bundle: OutputBundle): string {
  const faces = ['mulish-latin-wght-normal', 'noto-sans-arabic-arabic-wght-normal'];
  return urlsOf(
    faces.map((face) => {
      const asset = Object.values(bundle).find(
        (output) => output.type === 'asset' && output.names.some((name) => name.startsWith(`${face}.`)),
      );
      if (!asset) throw new Error(`${face}: the font is missing from the build`);
      return asset.fileName;
    }),
  );
}

/**
 * Names the 360° engine's stylesheet in index.html (`<meta name="meridian-engine-css">`): on a scene
 * or tour URL, main.tsx applies it at once, since the engine chunk's dynamic import (after the first
 * frame is painted) would otherwise wait for it. Also lists the first view's modules and the app
 * proper's code (`meridian-boot-modules`, `meridian-boot-css`) for app/load-boot.ts.
 */
function engineChunkMeta(): Plugin {
  return {
    name: 'meridian-engine-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const bundle = context.bundle ?? {};
        const chunk = chunkByModule(bundle, '/features/panorama/psv-engine.ts');
        const boot = bootCode(bundle);
        // Its stylesheet too: the dynamic import waits for the chunk's CSS, which would otherwise be
        // requested only once the chunk has run.
        const css = urlsOf([...(chunk.viteMetadata?.importedCss ?? [])]);
        return [
          { tag: 'meta', attrs: { name: 'meridian-engine-css', content: css }, injectTo: 'head' },
          {
            tag: 'meta',
            attrs: { name: 'meridian-first-view-modules', content: firstViewModules(bundle) },
            injectTo: 'head',
          },
          { tag: 'meta', attrs: { name: 'meridian-boot-modules', content: boot.modules }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'meridian-boot-css', content: boot.css }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'meridian-home-css', content: homeCss(bundle) }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'meridian-text-fonts', content: textFonts(bundle) }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * .br and .gz beside every text asset, served as they are by the server (@fastify/static
 * preCompressed): no compression work per request, and brotli at its best level.
 */
export function precompress(): Plugin {
  return compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(js|mjs|css|svg|json|html)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
  });
}

// React Router ships a production build beside its development one (the same code without its
// development warnings), but its package exports only the development build; the app's build takes
// the production one.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
export const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(reactRouterDir, 'dist/production/index.mjs'),
};

/**
 * The chunks app/load-boot.ts imports one stage after another. It requests all of the app proper's
 * modules itself, one link per task (`meridian-boot-modules`); the import helper's own links for a
 * stage's chunks came on top of those, all appended in the import's task (Chromium handles a module
 * preload's insertion at once), one task of 60–80 ms on a phone (issue 36). Their stylesheets are not
 * in these lists: the helper still applies them.
 */
const bootStageChunk = /^assets\/(renderer-and-router|data-and-i18n|content-api|boot)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), engineChunkMeta(), precompress()],
  define: { 'import.meta.env.VITE_BUILD_HASH': JSON.stringify(localesHash()) },
  // Preact's React-compatible layer renders the built app (preact-compat.ts, docs/web-app.md "Renderer").
  resolve: { alias: [...preactCompatAlias, reactRouterProduction] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    modulePreload: {
      resolveDependencies: (chunk, deps, { hostType }) => (hostType === 'js' && bootStageChunk.test(chunk) ? [] : deps),
    },
  },
});
