// The embed banner card's own build (issue 14), run after the app's into the same dist/: a
// separate build, so nothing is shared with the app's chunks and tree-shaking keeps only what the
// card uses (a chunk shared with the app would carry every zod schema class the app needs).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: { input: { banner: 'banner.html' } },
  },
});
