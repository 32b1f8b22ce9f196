import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: real server processes on PostgreSQL and Redis (e2e/cluster), apart from the
// unit and integration suite because it needs both services running.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['e2e/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
