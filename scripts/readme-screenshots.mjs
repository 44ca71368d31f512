#!/usr/bin/env node
// `npm run screenshots`: takes the README's pictures (docs/screenshots/) from the production build (run
// `npm run build` first) on a fresh demo database, the way the browser tests start it
// (scripts/e2e-server.mjs: a temporary DATA_DIR, removed when the server stops).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium-paths.mjs';
import { freePort } from './free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = 'docs/screenshots';
const VIEWPORT = { width: 1440, height: 900 };
/** The demo recruiter (docs/architecture.md §3a): all four staff blocks of the dashboard filled. */
const USER = { email: 'recruiter@talentdesk.test', password: 'Demo-pass-2026!' };
/** The demo's OPEN campaign, the demo recruiter's (apps/api/src/seed/demo/engagement/demo-campaigns.ts). */
const OPEN_CAMPAIGN = 'Winter availability check';
const TIMEOUT = 30_000;
/** What a page shows while it still loads: progress bars, busy blocks, skeletons. */
const LOADING = [
  '[role="progressbar"]',
  '[aria-busy="true"]',
  '.MuiSkeleton-root',
  '.MuiCircularProgress-root',
  '.MuiLinearProgress-root',
].join(', ');

/** Starts scripts/e2e-server.mjs on a free port; its mail goes to an inbox in a temporary folder. */
async function startServer() {
  const port = await freePort();
  const inbox = mkdtempSync(join(tmpdir(), 'talent-desk-screenshots-'));
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), E2E_SMTP_INBOX: inbox },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited; // the e2e server removes its DATA_DIR on exit
    rmSync(inbox, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer ${baseURL}/readyz within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Waits until the page shows its data and is still: no progress bar or skeleton left, then two frames
 * for layout (grid autosizing) and every finite animation to its end (as e2e/support/settled.ts).
 */
async function settled(page) {
  await page.waitForFunction((loading) => !globalThis.document.querySelector(loading), LOADING, {
    timeout: TIMEOUT,
  });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    const finite = globalThis.document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await frame();
  });
}

async function save(page, name) {
  await settled(page);
  const path = join(OUT_DIR, name);
  await page.screenshot({ path: join(ROOT, path) });
  return path;
}

async function signIn(page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/internal\/dashboard/, { timeout: TIMEOUT });
}

/** The dashboard with each block's rows (or its empty state) in. */
async function dashboard(page) {
  await page.goto('/internal/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const blocks = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  await blocks.first().waitFor();
  for (const block of await blocks.all()) {
    await block.locator('.MuiDataGrid-row, [role="status"]').first().waitFor();
  }
  return save(page, 'dashboard.png');
}

async function candidates(page) {
  await page.goto('/internal/candidates');
  await page.getByRole('heading', { level: 1, name: 'Candidates' }).waitFor();
  await page.getByRole('grid').locator('.MuiDataGrid-row').first().waitFor();
  return save(page, 'candidates.png');
}

/** A UTC day as the API (YYYY-MM-DD) and as typed into the en-US date field (MMDDYYYY). */
function utcDay(iso) {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return { iso: `${year}-${month}-${day}`, typed: `${month}${day}${year}` };
}

/**
 * The OPEN campaign's statistics over its whole life (All time from its start day): the last 7 days, the
 * default, hold no sending and so no open or response rate; this range fills the chart and both rates.
 */
async function campaignStatistics(page) {
  await page.goto('/internal/engagement/campaigns');
  await page.getByRole('link', { name: OPEN_CAMPAIGN }).first().click();
  await page.getByRole('heading', { level: 1, name: OPEN_CAMPAIGN }).waitFor();
  const id = new URL(page.url()).pathname.split('/').pop();
  const campaign = await (await page.request.get(`/api/campaigns/${id}`)).json();
  if (!campaign.startTime) throw new Error(`${OPEN_CAMPAIGN} has no start time`);
  const start = utcDay(campaign.startTime);

  const block = page.getByRole('region', { name: 'Statistics' });
  await block.getByRole('button', { name: 'All time' }).click();
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith('/statistics') &&
      url.searchParams.get('period') === 'ALL_TIME' &&
      url.searchParams.get('from') === start.iso
    );
  });
  await block.getByRole('group', { name: 'From' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(start.typed);
  await answered;
  // No caret or selected date part in the picture.
  await page.evaluate(() => globalThis.document.activeElement?.blur());
  await block.locator('.MuiBarChart-series').nth(4).waitFor();
  await block.getByRole('table', { name: 'Campaign activity by range' }).waitFor();
  // The block's top just under the sticky top bar.
  await block.evaluate((element) => {
    const bar = globalThis.document.querySelector('header');
    const top = element.getBoundingClientRect().top + globalThis.scrollY;
    globalThis.scrollTo(0, top - (bar?.offsetHeight ?? 0) - 16);
  });
  return save(page, 'campaign-statistics.png');
}

if (!existsSync(join(ROOT, 'apps/api/dist/main.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(join(ROOT, OUT_DIR), { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    // The app drops its transitions (apps/web/src/app/theme.ts) and the charts draw at once: nothing is
    // caught mid-way.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(TIMEOUT);
  // The headless browser draws no scrollbar, so the room apps/web/index.html keeps for one would be an
  // empty strip down the right edge: the pictures show the page as with overlay scrollbars.
  await context.addInitScript(() => {
    const document = globalThis.document;
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'html { scrollbar-gutter: auto; }';
      document.head.append(style);
    });
  });
  const page = await context.newPage();
  await signIn(page);
  const saved = [await dashboard(page), await candidates(page), await campaignStatistics(page)];
  for (const path of saved) console.log(`saved ${path}`);
} finally {
  await browser.close();
  await server.stop();
}
