// The embed banner card's own build (issue 14), run after the app's into the same dist/: a
// separate build, so nothing is shared with the app's chunks and tree-shaking keeps only what the
// card uses (a chunk shared with the app would carry every zod schema class the app needs).
//
// The card renders with Preact's React-compatible layer, as the whole app does (preact-compat.ts):
// react-dom 19 alone is 73 KB gzip, over the card's whole 80 KB budget (issue 14). The card's
// component tests run on React; its end-to-end tests (e2e/banner) run this build. docs/embedding.md.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompatAlias } from './preact-compat.ts';
import { precompress } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: preactCompatAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: { input: { banner: 'banner.html' } },
  },
});
