import os from 'node:os';
import { defineConfig } from 'vitest/config';
import webProject from './apps/web/vitest.config.ts';

/**
 * The web tests that need a module graph and page of their own: they mock modules (vi.mock), stub or
 * redefine globals (window sizes), reset modules, or expect i18n keys untranslated (no i18next
 * instance from an earlier file).
 */
const webIsolated = [
  'src/app/routes/viewer/tour-viewer.test.tsx',
  'src/components/modal/modal.test.tsx',
  'src/components/viewer-dialog.test.tsx',
  'src/features/ctas/components/cta-host.test.tsx',
  'src/features/ctas/components/cta-preview-screen.test.tsx',
  'src/features/ctas/components/entry-cta-code.test.tsx',
  'src/features/ctas/components/external-link-cta.test.tsx',
  'src/features/ctas/components/iframe-cta.test.tsx',
  'src/features/ctas/components/notice-cta.test.tsx',
  'src/features/ctas/forms/components/cta-form.test.tsx',
  'src/features/guide/guide-card.test.tsx',
  'src/features/guide/tutorials.test.tsx',
  'src/features/homepage/components/home-page.test.tsx',
  'src/features/map/components/search-box.test.tsx',
  'src/features/panorama/bitmap-decoding.test.ts',
  'src/features/panorama/psv-engine.test.ts',
  'src/features/panorama/warm-rendition.test.ts',
  'src/features/panorama/worker-decoding.test.ts',
  'src/features/video/components/video-embed.test.tsx',
  'src/lib/api-client.test.ts',
  'src/lib/viewport-hydration.test.ts',
  'src/lib/hydrate-later.test.ts',
  'src/lib/viewport.test.tsx',
  'src/lib/yield-to-main.test.ts',
  'test/layout-renders.test.tsx',
  'test/routes.test.tsx',
];

// One `vitest run` for the whole repository; each workspace is a project.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core out (one worker on a 2-core machine, so
    // files ran one at a time): 334 → 214 s for the whole run on 2 cores. Test databases, data
    // directories and ports are per test already (apps/server/src/db/test-database.ts).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        // Repository-wide checks: the docs against the tree (test/docs).
        test: { name: 'repo', root: '.', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker (no isolation): 6 min 56 s → 2 min 52 s of CPU. Every test
          // builds its own app, database and data directory, so nothing leaks between files.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'demo-content',
          root: 'tools/demo-content',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The benches' self-tests (their measuring set-up, not the product).
        test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      // The web app's tests share one module graph and page per worker (no isolation): building a
      // fresh graph and jsdom for each of ~100 files was most of the project's CPU time (5 min 8 s →
      // 2 min 21 s of CPU, side by side). A file that mocks modules, stubs globals or reads an
      // untranslated i18n key needs its own graph, and runs isolated.
      // (The web project's own settings spread, not `extends`: extending would add these lists to its
      // include and exclude instead of replacing them.)
      { ...webProject, test: { ...webProject.test, name: 'web', isolate: false, exclude: webIsolated } },
      { ...webProject, test: { ...webProject.test, name: 'web-isolated', include: webIsolated } },
    ],
  },
});
