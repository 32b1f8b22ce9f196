import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
      'apps/web/vitest.config.ts',
    ],
  },
});
