#!/usr/bin/env node
// Lighthouse desktop performance of the main pages of a running production build (measuring only:
// Lighthouse is not a project dependency; install it anywhere and pass its binary).
//
//   node scripts/lighthouse.mjs --url http://127.0.0.1:4310 --lighthouse /tmp/lh/node_modules/.bin/lighthouse
//
// Signs in as the demo ADMIN through the API and hands the session cookie to Lighthouse. Prints, per
// page, the performance score, LCP, total transfer size and the top opportunities; JSON reports go to
// --out (default test-results/lighthouse).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4310' },
    lighthouse: { type: 'string', default: 'lighthouse' },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
    out: { type: 'string', default: 'test-results/lighthouse' },
    email: { type: 'string', default: 'admin@talentdesk.test' },
    password: { type: 'string', default: 'Demo-pass-2026!' },
    runs: { type: 'string', default: '1' },
  },
});

const PAGES = [
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'dashboard', path: '/internal/dashboard', signedIn: true },
  { name: 'candidates', path: '/internal/candidates', signedIn: true },
];

async function signIn() {
  const response = await fetch(`${values.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: values.url },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookie.join('; ');
}

function audit(page, cookie, run) {
  const output = join(values.out, `${page.name}-${run}.json`);
  const args = [
    `${values.url}${page.path}`,
    '--preset=desktop',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage',
  ];
  if (page.signedIn) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  execFileSync(values.lighthouse, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: values.chrome },
  });
  return JSON.parse(readFileSync(output, 'utf8'));
}

function summary(report) {
  const a = report.audits;
  const opportunities = Object.values(a)
    .filter((x) => x.details?.type === 'opportunity' && (x.numericValue ?? 0) > 0 && (x.score ?? 1) < 0.9)
    .map((x) => `${x.id} (${Math.round(x.numericValue)} ms)`);
  return {
    score: report.categories.performance.score,
    fcp: a['first-contentful-paint'].displayValue,
    lcp: a['largest-contentful-paint'].displayValue,
    tbt: a['total-blocking-time'].displayValue,
    cls: a['cumulative-layout-shift'].displayValue,
    transferKB: Math.round((a['total-byte-weight'].numericValue ?? 0) / 1024),
    requests: a['network-requests'].details?.items?.length,
    opportunities: opportunities.join(', ') || '-',
  };
}

mkdirSync(values.out, { recursive: true });
const cookie = await signIn();
const rows = {};
for (const page of PAGES) {
  for (let run = 1; run <= Number(values.runs); run++) {
    rows[`${page.name} #${run}`] = summary(audit(page, cookie, run));
  }
}
console.table(rows);
