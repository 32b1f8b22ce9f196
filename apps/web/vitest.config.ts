import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: { 'import.meta.env.VITE_BUILD_HASH': JSON.stringify('test') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // jsdom for components and anything that touches the page; a test of pure code says
    // `// @vitest-environment node` in its first line and skips building a document per file.
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/' } },
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // A ceiling for a busy CI machine, not a measure: tests wait for states.
    testTimeout: 60_000,
  },
});
