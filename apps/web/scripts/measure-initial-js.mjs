// The JavaScript a first visit to a page downloads, gzip-compressed: the entry chunk and its static
// imports, plus the page's lazy route chunk and its static imports. Run after `vite build`:
//   node apps/web/scripts/measure-initial-js.mjs [src/app/routes/auth/login.tsx] [--max-kb 200]
// WEB_DIST measures a build made elsewhere (`vite build --outDir ...`) without touching the served one.
// --max-kb is a budget: above it the script fails (the web build runs it for the login page).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--max-kb');
const maxKb = budgetAt === -1 ? undefined : Number(args[budgetAt + 1]);
if (maxKb !== undefined && !(maxKb > 0)) throw new Error('--max-kb needs a number of KB');
const route =
  args.find((arg, index) => !arg.startsWith('--') && index !== budgetAt + 1) ??
  'src/app/routes/auth/login.tsx';

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

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
  `${(gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(raw / 1024).toFixed(1).padStart(7)} KB  total for ${route}`,
);
if (maxKb !== undefined && gzip / 1024 > maxKb) {
  console.error(
    `${route}: ${(gzip / 1024).toFixed(1)} KB gzip of first-load JavaScript, over the ${maxKb} KB budget`,
  );
  process.exit(1);
}
