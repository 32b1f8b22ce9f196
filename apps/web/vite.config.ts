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

/**
 * Every module the first view runs (start-first-view, what it imports, the engine): a scene page's
 * HTML preloads them (apps/server/src/modules/scenes/first-view-head.ts), so they download while the
 * entry script is still on its way.
 */
function firstViewModules(bundle: OutputBundle, engine: OutputChunk): string {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/app/first-view/start-first-view.ts'));
  if (!start) throw new Error('meridian-engine-chunk: the start-first-view chunk is missing from the build');
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const output = bundle[fileName];
    if (output?.type !== 'chunk') return;
    // The entry is the page's own script tag.
    if (!output.isEntry) files.push(fileName);
    for (const imported of output.imports) visit(imported);
  };
  visit(start.fileName);
  files.push(engine.fileName);
  return files.map((file) => `/${file}`).join(' ');
}

/**
 * Names the 360° engine's chunk in index.html (`<meta name="meridian-engine-chunk">`): on a scene
 * or tour URL, main.tsx has the browser download it (and its stylesheet) at once without running it
 * yet (modulepreload), so its evaluation does not hold up the first view's small requests.
 */
function engineChunkMeta(): Plugin {
  return {
    name: 'meridian-engine-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/features/panorama/psv-engine.ts') === true,
        );
        if (!chunk) throw new Error('meridian-engine-chunk: the psv-engine chunk is missing from the build');
        // Its stylesheet too: the dynamic import waits for the chunk's CSS, which would otherwise be
        // requested only once the chunk has run.
        const css = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`).join(' ');
        return [
          { tag: 'meta', attrs: { name: 'meridian-engine-chunk', content: `/${chunk.fileName}` }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'meridian-engine-css', content: css }, injectTo: 'head' },
          {
            tag: 'meta',
            attrs: { name: 'meridian-first-view-modules', content: firstViewModules(context.bundle ?? {}, chunk) },
            injectTo: 'head',
          },
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
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(reactRouterDir, 'dist/production/index.mjs'),
};

export default defineConfig({
  plugins: [react(), engineChunkMeta(), precompress()],
  define: { 'import.meta.env.VITE_BUILD_HASH': JSON.stringify(localesHash()) },
  // Preact's React-compatible layer renders the built app (preact-compat.ts, docs/web-app.md "Renderer").
  resolve: { alias: [...preactCompatAlias, reactRouterProduction] },
  build: { outDir: 'dist', sourcemap: true },
});
