// The JavaScript a first visit to a page downloads, gzip-compressed: the entry chunk and its static
// imports, plus the page's lazy route chunk and its static imports. Run after `vite build`:
//   node apps/web/scripts/measure-initial-js.mjs [src/app/routes/auth/login.tsx ...] [--max-kb 200]
// WEB_DIST measures a build made elsewhere (`vite build --outDir ...`) without touching the served one.
// --max-kb is a budget for each page named: above it the script fails (the web build runs it for the
// sign-in and the two password pages, which an e-mailed link opens as a first visit).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { values, positionals } = parseArgs({
  options: { 'max-kb': { type: 'string' } },
  allowPositionals: true,
});
const maxKb = values['max-kb'] === undefined ? undefined : Number(values['max-kb']);
if (maxKb !== undefined && !(maxKb > 0)) throw new Error('--max-kb needs a number of KB');
const routes = positionals.length > 0 ? positionals : ['src/app/routes/auth/login.tsx'];

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

/** Prints the page's files and total; false when it is over the budget. */
function measure(route) {
  const keys = new Set([...closure('index.html'), ...closure(route)]);
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const key of keys) {
    const file = manifest[key].file;
    const body = readFileSync(join(dist, file));
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    rows.push([file, (body.length / 1024).toFixed(1), (zipped / 1024).toFixed(1)]);
  }
  rows.sort((a, b) => Number(b[2]) - Number(a[2]));
  for (const [file, kb, gz] of rows) console.log(`${gz.padStart(7)} KB gzip  ${kb.padStart(7)} KB  ${file}`);
  console.log(
    `${(gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(raw / 1024).toFixed(1).padStart(7)} KB  total for ${route} (${rows.length} files)\n`,
  );
  if (maxKb === undefined || gzip / 1024 <= maxKb) return true;
  console.error(
    `${route}: ${(gzip / 1024).toFixed(1)} KB gzip of first-load JavaScript, over the ${maxKb} KB budget`,
  );
  return false;
}

// Every page measured before failing, so one run shows each page's weight.
const within = routes.map(measure);
if (within.includes(false)) process.exit(1);
