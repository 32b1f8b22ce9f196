import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactCompatAlias, reactRenderingLibraries } from './preact-compat.ts';

export default defineProject({
  plugins: [react()],
  define: { 'import.meta.env.VITE_BUILD_HASH': JSON.stringify('test') },
  // The components' tests render with the renderer the app ships (preact-compat.ts).
  // @testing-library/react's main file is CommonJS, whose require('react-dom') no alias reaches: its
  // ES module build is used instead.
  resolve: {
    alias: [
      ...preactCompatAlias,
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    name: 'web',
    server: { deps: { inline: reactRenderingLibraries.map((name) => new RegExp(`/node_modules/${name}/`)) } },
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/' } },
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // A ceiling for a busy CI machine, not a measure: tests wait for states.
    testTimeout: 60_000,
  },
});
