// End-to-end tests: the real server (e2e/support/global-setup.ts) and the built web app in Debian's
// Chromium. WebGL runs on SwiftShader; the flags keep the browser from calling home, and no host but
// 127.0.0.1, localhost and *.localhost resolves, so nothing a page asks for can leave the machine
// (refused at once, without request interception, which would turn the HTTP cache off).
import { defineConfig } from '@playwright/test';

const INSIGHTS_COUNTS = '**/insights/insights-dashboard.spec.ts';
// The specs with the longest tests (20–45 s each on 2 cores), queued before the rest: started last,
// one of them kept a worker busy for 40 s while the other had nothing left to run.
const LONGEST_FIRST = [
  '**/viewer/tiled-scene.spec.ts',
  '**/studio/studio-authoring.spec.ts',
  '**/studio/studio-tours-groups.spec.ts',
  '**/maps/map-screens.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  // Browser specs only: e2e/cluster/*.test.ts is the two-instance cluster test, run by vitest.
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  // Generous limits, never sleeps: every wait is for a state, and on a shared machine (CI beside other
  // jobs, load average 10+ on 2 cores) software WebGL and the first build of a page take their time.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  // Baselines are named without the project (the default template adds it): one set for both projects.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    // Projects are queued in this order: the longest tests first, so that the last ones to start are short.
    { name: 'chromium-long', testMatch: LONGEST_FIRST },
    { name: 'chromium', testIgnore: [INSIGHTS_COUNTS, ...LONGEST_FIRST] },
    // The insights dashboard's exact counts are deltas of one tenant's report: it runs once every other
    // spec has ended, so that no other test's visit or form lands between its two readings.
    { name: 'insights', testMatch: INSIGHTS_COUNTS, dependencies: ['chromium-long', 'chromium'] },
  ],
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
      ],
    },
    // A trace costs every test its recording (snapshots and screencast of each action) even when it
    // passes and is thrown away; a failure keeps its screenshot and error context. To record traces
    // of a run to debug it: E2E_TRACE=1 npx playwright test … (kept for the failed tests).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
