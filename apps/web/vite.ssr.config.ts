// The server's build of the app (issue 36): src/entry-server.tsx and everything it imports as one
// ES module in dist-ssr/ (outside dist/, which the server serves to anyone), with the same renderer
// as the browser's build (preact-compat.ts: the server's HTML is what Preact hydrates) and every
// library bundled, so each of their `react` imports reaches that renderer too.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import baseConfig, { reactRouterProduction } from './vite.config.ts';
import { preactCompatAlias } from './preact-compat.ts';

const serverAlias = [
  // Preact's server renderer where the code asks for React's (react-dom/server).
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  ...preactCompatAlias,
  reactRouterProduction,
];

export default defineConfig({
  plugins: [react()],
  define: baseConfig.define,
  resolve: { alias: serverAlias },
  ssr: { noExternal: true, target: 'node' },
  // The UI strings are the browser build's (dist/locales): the server reads them there.
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
