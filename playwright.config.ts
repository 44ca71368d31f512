import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the production build on a fresh seeded database (scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// Where the e2e server's SMTP server writes what the app sends; the tests read it (support/smtp-inbox).
process.env.E2E_SMTP_INBOX ??= resolve('test-results/e2e-smtp-inbox');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app drops its transitions for this (theme.ts): no test waits for a dialog to fade in.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port), E2E_SMTP_INBOX: process.env.E2E_SMTP_INBOX },
  },
});
