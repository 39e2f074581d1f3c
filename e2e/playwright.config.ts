import { defineConfig } from '@playwright/test';

// The browser is Debian's Chromium (scripts/ensure-chromium.mjs installs it); nothing is downloaded.
// One server and one SMTP server serve the whole run (see support/global-setup.ts), so the tests
// run one at a time and stay under the server's per-IP rate limits.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    // Set by the global setup; workers start after it and inherit the environment.
    baseURL: process.env.BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
