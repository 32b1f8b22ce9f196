// Meridian Studio's own build (issue 37, docs/studio.md): a separate build into dist-studio/, so not a
// byte of it joins the visitor app's chunks in dist/ (which the public server serves), and the
// public server has no file of the Studio to serve. `meridian studio` serves this folder itself.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompatAlias } from './preact-compat.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: preactCompatAlias },
  build: {
    outDir: 'dist-studio',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { studio: 'studio.html' } },
  },
});
