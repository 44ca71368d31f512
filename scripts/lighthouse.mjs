#!/usr/bin/env node
// Lighthouse desktop performance of every main page, for each role, on a running production build
// (measuring only: Lighthouse is not a project dependency; install it anywhere and pass its binary).
//
//   node scripts/lighthouse.mjs --url http://127.0.0.1:4310 --lighthouse /tmp/lh/node_modules/.bin/lighthouse
//   ... --roles VENDOR,anonymous --pages dashboard,candidates --runs 3
//
// Signs in as each demo user through the API (password Demo-pass-2026!) and hands the session cookie to
// Lighthouse; the ids of the detail pages come from the API with the same session. Prints one row per
// page and role: score, LCP, CLS, requests, transfer KB, JavaScript KB (the median run by score when
// --runs > 1). JSON reports go to --out (default test-results/lighthouse).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4310' },
    lighthouse: { type: 'string', default: 'lighthouse' },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
    out: { type: 'string', default: 'test-results/lighthouse' },
    password: { type: 'string', default: 'Demo-pass-2026!' },
    runs: { type: 'string', default: '1' },
    roles: { type: 'string', default: 'anonymous,ADMIN,TAG,VENDOR' },
    pages: { type: 'string' },
  },
});

/** The demo users (apps/api/src/seed/demo/demo-constants.ts). */
const USERS = {
  ADMIN: 'admin@talentdesk.test',
  TAG: 'recruiter@talentdesk.test',
  VENDOR: 'vendor@acme.test',
};
const STAFF = ['ADMIN', 'TAG'];
const EVERY_ROLE = ['ADMIN', 'TAG', 'VENDOR'];

/** A well-formed link token no user has: the page checks it with the API and says the link is invalid. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

/**
 * The main pages, the roles that open them (packages/shared/src/core/permissions.ts: settings and
 * reports are ADMIN's, engagement, vendors and users staff's) and their paths; `ids` gives a detail
 * page's path parameters, read from the API as that role.
 */
const PAGES = [
  { name: 'login', roles: ['anonymous'], path: () => '/auth/login' },
  { name: 'forgot password', roles: ['anonymous'], path: () => '/auth/forgot-password' },
  { name: 'set password', roles: ['anonymous'], path: () => `/auth/set-password#token=${UNKNOWN_TOKEN}` },
  { name: 'careers index', roles: ['anonymous'], path: () => '/jobs' },
  { name: 'careers vacancy', roles: ['anonymous'], path: (ids) => `/jobs/${ids.publishedVacancy}` },
  { name: 'dashboard', roles: EVERY_ROLE, path: () => '/internal/dashboard' },
  { name: 'candidates', roles: EVERY_ROLE, path: () => '/internal/candidates' },
  { name: 'candidate details', roles: EVERY_ROLE, path: (ids) => `/internal/candidates/${ids.candidate}` },
  { name: 'vacancies', roles: EVERY_ROLE, path: () => '/internal/vacancies' },
  { name: 'vacancy details', roles: EVERY_ROLE, path: (ids) => `/internal/vacancies/${ids.vacancy}` },
  { name: 'campaigns', roles: STAFF, path: () => '/internal/engagement/campaigns' },
  {
    name: 'campaign statistics',
    roles: STAFF,
    path: (ids) => `/internal/engagement/campaigns/${ids.openedCampaign}`,
  },
  { name: 'audiences', roles: STAFF, path: () => '/internal/engagement/audiences' },
  { name: 'templates', roles: STAFF, path: () => '/internal/engagement/email-templates' },
  { name: 'vendors', roles: STAFF, path: () => '/internal/vendors' },
  { name: 'users', roles: STAFF, path: () => '/internal/users' },
  { name: 'settings', roles: ['ADMIN'], path: () => '/internal/settings/locations' },
  { name: 'reports', roles: ['ADMIN'], path: () => '/internal/reports/engagement' },
  // Where the global search leads (SEARCH-09): the list filtered by the searched words.
  { name: 'search', roles: EVERY_ROLE, path: (ids) => `/internal/candidates?search=${ids.searchKey}` },
];

/**
 * One request on its own connection: the audits keep the machine busy for minutes between two API
 * calls, and a kept-alive connection the server closed meanwhile fails the next one (EPIPE).
 */
function request(method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${values.url}${path}`, { method, headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ response, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(email) {
  const { response, text } = await request('POST', '/api/auth/login', {
    headers: { 'content-type': 'application/json', origin: values.url },
    body: JSON.stringify({ email, password: values.password }),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.statusCode} ${text}`);
  return (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

async function getJson(path, cookie) {
  const { response, text } = await request('GET', path, { headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode}`);
  return JSON.parse(text);
}

/** The first row's external id of a list, or a clear failure (the demo data has them all). */
async function firstId(path, cookie, accept = () => true) {
  const found = (await getJson(path, cookie)).content.find(accept);
  if (!found) throw new Error(`no row in ${path} to open`);
  return found.externalId;
}

/** The path parameters of the detail pages, as `role` sees them (a VENDOR opens only its own). */
async function idsFor(role, cookie) {
  if (role === 'anonymous') {
    const admin = await signIn(USERS.ADMIN);
    return { publishedVacancy: await firstId('/api/vacancies?published=true&size=5', admin) };
  }
  const candidates = await getJson('/api/candidates?size=5', cookie);
  const ids = {
    candidate: candidates.content[0].externalId,
    searchKey: encodeURIComponent(candidates.content[0].fullName.split(' ')[0]),
    vacancy: await firstId('/api/vacancies?size=5', cookie),
  };
  if (STAFF.includes(role)) {
    ids.openedCampaign = await firstId('/api/campaigns?size=100', cookie, (c) =>
      ['OPEN', 'CLOSED', 'ARCHIVED'].includes(c.status),
    );
  }
  return ids;
}

function audit(url, cookie, file) {
  const output = join(values.out, `${file}.json`);
  const args = [
    url,
    '--preset=desktop',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    // A busy machine (CI, other builds) can take longer than Lighthouse's 45 s to load a page.
    '--max-wait-for-load=120000',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  execFileSync(values.lighthouse, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: values.chrome },
  });
  return JSON.parse(readFileSync(output, 'utf8'));
}

function summary(report) {
  const a = report.audits;
  const requests = a['network-requests'].details?.items ?? [];
  const kb = (bytes) => Math.round(bytes / 1024);
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: report.categories.performance.score,
    LCP: a['largest-contentful-paint'].displayValue,
    CLS: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    TBT: a['total-blocking-time'].displayValue,
    requests: requests.length,
    KB: kb(a['total-byte-weight'].numericValue ?? 0),
    'JS KB': kb(scriptBytes),
  };
}

const median = (runs) => [...runs].sort((x, y) => x.score - y.score)[Math.floor(runs.length / 2)];
const slug = (text) => text.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

mkdirSync(values.out, { recursive: true });
const only = values.pages?.split(',');
const rows = [];
for (const role of values.roles.split(',')) {
  const pages = PAGES.filter((p) => p.roles.includes(role) && (!only || only.includes(p.name)));
  if (pages.length === 0) continue;
  // Signed in just before the role's audits: a session idles out after SESSION_IDLE_MINUTES.
  const cookie = role === 'anonymous' ? undefined : await signIn(USERS[role]);
  const ids = await idsFor(role, cookie);
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= Number(values.runs); run++) {
      const file = `${slug(role)}-${slug(page.name)}-${run}`;
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART) with nothing wrong on the page: a
      // run gets three attempts. A page whose audits all fail (Chrome gone, no LCP) is reported in its
      // row; the others still run.
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          runs.push(summary(audit(`${values.url}${page.path(ids)}`, cookie, file)));
          break;
        } catch (error) {
          console.error(`${page.name} as ${role}, attempt ${attempt}: ${error.message.split('\n')[0]}`);
        }
      }
    }
    rows.push({ page: page.name, role, ...(runs.length > 0 ? median(runs) : { score: 'failed' }) });
    console.log(JSON.stringify(rows.at(-1)));
  }
}
console.table(rows);
