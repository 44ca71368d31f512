#!/usr/bin/env node
// `npm run check:requirements` (a step of `npm test`): every requirement ID a test cites, such as
// `[VAC-09]`, must be listed in docs/requirements.md, so that the ID resolves inside the repository.
// Prints each unknown citation with its file and line and exits 1; IDs listed but cited by no test are
// reported without failing. The whole test file is scanned, not only the it()/test() calls: titles are
// often built from it.each tables, and a bracketed ID outside a title is a citation too.
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `[AREA-NN]` or `[AREA-SUB-NN]` (two or three digits): the form a test title cites a requirement by. */
const CITATION = /\[([A-Z]+(?:-[A-Z]+)*-\d{2,3})\]/g;
/** A requirement line of docs/requirements.md: `- **VAC-09** statement.` */
const LISTED = /^- \*\*([A-Z]+(?:-[A-Z]+)*-\d{2,3})\*\* \S/;

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|js|mjs)$/;
const TEST_ROOTS = ['apps', 'packages', 'e2e'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** The requirement IDs cited in a test file's text, each with its 1-based line. */
export function citedIds(text) {
  const cited = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(CITATION)) cited.push({ id: match[1], line: index + 1 });
  });
  return cited;
}

/** The IDs docs/requirements.md lists, each with its 1-based line (an ID listed twice appears twice). */
export function listedIds(markdown) {
  const listed = [];
  markdown.split('\n').forEach((line, index) => {
    const match = LISTED.exec(line);
    if (match) listed.push({ id: match[1], line: index + 1 });
  });
  return listed;
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* testFiles(join(dir, entry.name));
    } else if (TEST_FILE.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

function main() {
  const started = Date.now();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const requirementsFile = 'docs/requirements.md';

  const listed = listedIds(readFileSync(join(root, requirementsFile), 'utf8'));
  const listedSet = new Set(listed.map(({ id }) => id));
  const problems = [];
  const firstLine = new Map();
  for (const { id, line } of listed) {
    if (firstLine.has(id)) {
      problems.push(`${requirementsFile}:${line}: ${id} is listed twice (also line ${firstLine.get(id)})`);
    } else {
      firstLine.set(id, line);
    }
  }

  const cited = new Set();
  let files = 0;
  let citations = 0;
  for (const testRoot of TEST_ROOTS) {
    for (const file of testFiles(join(root, testRoot))) {
      files++;
      for (const { id, line } of citedIds(readFileSync(file, 'utf8'))) {
        citations++;
        cited.add(id);
        if (!listedSet.has(id)) {
          problems.push(`${relative(root, file)}:${line}: [${id}] is not listed in ${requirementsFile}`);
        }
      }
    }
  }

  const uncited = [...listedSet].filter((id) => !cited.has(id));
  if (uncited.length) console.log(`Listed but cited by no test (${uncited.length}): ${uncited.join(', ')}`);
  for (const problem of problems) console.error(problem);
  console.log(
    `${listedSet.size} requirements listed; ${cited.size} distinct IDs cited ${citations} times (${files} test files read); ` +
      `${problems.length} problem(s) (${Date.now() - started} ms)`,
  );
  if (problems.length) {
    console.error(
      `Add each unknown ID to ${requirementsFile} with a one-line statement, or fix the citation.`,
    );
    process.exit(1);
  }
}

// Run as a script, not when the test imports the functions above.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
