import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, FULL_CHROMIUM_PATH } from './scripts/chromium-paths.mjs';

// Browser tests run against the production build on a fresh seeded database (scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// Where the e2e server's SMTP server writes what the app sends; the tests read it (support/smtp-inbox).
process.env.E2E_SMTP_INBOX ??= resolve('test-results/e2e-smtp-inbox');

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The headless shell (scripts/ensure-chromium.mjs): about a quarter faster than the full browser. */
const chromium = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath: CHROMIUM_PATH, args: ARGS },
};
/** The full browser, for the specs that open a PDF in Chromium's viewer (the shell has no viewer). */
const fullChromium = {
  ...chromium,
  launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: ARGS },
};
const PDF_VIEWER_SPECS = ['candidates-form.spec.ts'];
/**
 * Specs that change shared state for a while: a vendor deactivated (its users signed out), the demo
 * recruiter's password changed, the invitation and reset e-mail templates edited, the reset throttle of
 * this network used up.
 */
const SERIAL_SPECS = [
  'vendors-status.spec.ts',
  'change-password.spec.ts',
  'general-email-templates.spec.ts',
  'password-links.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // Two spec files at a time (the tests of one file stay in order): a test waits on the server about as
  // long as on the browser, so two keep both cores busy. The specs that change what every other test
  // relies on run afterwards, alone (SERIAL_SPECS).
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails once is a failing test (docs/decisions.md, Test runs).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app drops its transitions for this (theme.ts): no test waits for a dialog to fade in.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [...SERIAL_SPECS, ...PDF_VIEWER_SPECS] },
    { name: 'pdf-viewer', use: fullChromium, testMatch: PDF_VIEWER_SPECS },
    {
      name: 'serial',
      use: chromium,
      testMatch: SERIAL_SPECS,
      workers: 1,
      dependencies: ['chromium', 'pdf-viewer'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port), E2E_SMTP_INBOX: process.env.E2E_SMTP_INBOX },
  },
});
