// The embed banner card's own build (issue 14), run after the app's into the same dist/: a
// separate build, so nothing is shared with the app's chunks and tree-shaking keeps only what the
// card uses (a chunk shared with the app would carry every zod schema class the app needs).
//
// The card renders with Preact's React-compatible layer instead of react-dom: react-dom 19 alone is
// 73 KB gzip, over the card's whole 80 KB budget (issue 14), and the card needs nothing Preact lacks
// (function components, hooks, useSyncExternalStore, createRoot). The app keeps React. The card's
// component tests run on React; its end-to-end tests (e2e/banner) run this build. docs/embedding.md.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

const preactCompat = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: Object.entries(preactCompat).map(([find, replacement]) => ({
      find: new RegExp(`^${find}$`),
      replacement,
    })),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: { input: { banner: 'banner.html' } },
  },
});
