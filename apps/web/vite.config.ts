import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/features/panorama/psv-engine.ts'),
        );
        if (!chunk) throw new Error('meridian-engine-chunk: the psv-engine chunk is missing from the build');
        // Its stylesheet too: the dynamic import waits for the chunk's CSS, which would otherwise be
        // requested only once the chunk has run.
        const css = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`).join(' ');
        return [
          { tag: 'meta', attrs: { name: 'meridian-engine-chunk', content: `/${chunk.fileName}` }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'meridian-engine-css', content: css }, injectTo: 'head' },
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

export default defineConfig({
  plugins: [react(), engineChunkMeta(), precompress()],
  define: { 'import.meta.env.VITE_BUILD_HASH': JSON.stringify(localesHash()) },
  build: { outDir: 'dist', sourcemap: true },
});
