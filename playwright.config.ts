// End-to-end tests: the real server (e2e/support/global-setup.ts) and the built web app in Debian's
// Chromium. WebGL runs on SwiftShader; the flags keep the browser from calling home.
import { defineConfig } from '@playwright/test';

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
      ],
    },
    trace: 'retain-on-failure',
  },
});
