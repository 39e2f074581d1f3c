import { defineConfig } from '@playwright/test';
import { adoptStack } from './support/stacks.ts';

// In a worker: the servers of its own stack (support/stacks.ts) become BASE_URL and the rest.
adoptStack();

// The browser is Debian's Chromium (scripts/ensure-chromium.mjs installs it); nothing is downloaded.
// Two workers, each with its own servers, databases and SMTP server (support/global-setup.ts): a
// spec file runs in one worker, its tests one after another, so each server sees one test at a time
// and stays under its per-IP rate limits.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    // The worker's own server (adoptStack above); workers start after the global setup.
    baseURL: process.env.BASE_URL,
    browserName: 'chromium',
    // A trace's screenshots and DOM snapshots cost a test about a third more CPU, paid by every test
    // that passes. CI retries a failure once and the retry records everything; elsewhere a failure
    // keeps a trace of DOM snapshots (no screenshots, the dearer half).
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
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
