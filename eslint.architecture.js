// The floors and wings of docs/architecture.md §6 as lint rules: an import runs only downwards, and another
// wing is entered only through its index.ts (tests and test helpers also through its testing/index.ts).
// Core ESLint's no-restricted-imports, with patterns worked out for each folder from the layouts below.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = import.meta.dirname;

/**
 * Each package: its source root, its floors from the ground up (folders, or files named with `.ts`), the
 * folder whose sub-folders are wings, and whether the top floor may import a wing's inner files (the web's
 * pages compose features file by file, so each lazy page chunk holds only what it uses).
 */
const LAYOUTS = [
  {
    root: 'packages/shared/src',
    floors: [
      ['core'],
      ['candidates', 'vacancies', 'engagement', 'people', 'mail', 'settings', 'insights'],
      ['index.ts'],
    ],
    wings: '.',
    wingNames: ['candidates', 'vacancies', 'engagement', 'people', 'mail', 'settings', 'insights'],
  },
  {
    root: 'apps/api/src',
    floors: [
      ['config', 'errors.ts'],
      ['db'],
      ['integrations'],
      ['lib'],
      ['jobs', 'contract'],
      ['wings'],
      ['plugins'],
      ['app.ts', 'fastify-types.ts', 'jobs-plugin.ts', 'main.ts', 'seed', 'bench', 'test'],
    ],
    wings: 'wings',
  },
  {
    root: 'apps/web/src',
    floors: [['lib'], ['components'], ['features'], ['app', 'main.tsx', 'testing']],
    wings: 'features',
    alias: '@', // '@/x' is apps/web/src/x (vite.config.ts, tsconfig.json)
    topReadsInside: true,
  },
];

const SOURCE = /\.(ts|tsx)$/;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How a file in `from` names `to` (both relative to the repository), as a regular expression's start. */
const specifierOf = (from, to) => {
  const path = relative(from, to).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

function folders(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => [join(dir, entry.name), ...folders(join(dir, entry.name))]);
}

function floorOf(layout, dir) {
  const first = relative(layout.root, dir).split(/[\\/]/)[0];
  return layout.floors.findIndex((floor) => floor.includes(first));
}

function wingNames(layout) {
  if (layout.wingNames) return layout.wingNames;
  const wingsDir = join(ROOT, layout.root, layout.wings);
  if (!existsSync(wingsDir)) return [];
  return readdirSync(wingsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function wingOf(layout, dir) {
  const path = relative(join(layout.root, layout.wings), dir);
  if (path === '' || path.startsWith('..')) return null;
  const wing = path.split(/[\\/]/)[0];
  return wingNames(layout).includes(wing) ? wing : null;
}

/** How `dir` may name `target` (a path under the layout's root): relatively, and through the alias. */
function namesOf(layout, dir, target) {
  const names = [specifierOf(dir, join(layout.root, target))];
  if (layout.alias) names.push(`${layout.alias}/${target}`);
  return names;
}

/** The patterns no-restricted-imports refuses for the files directly in `dir`. */
function patternsFor(layout, dir, forTests) {
  const patterns = [];
  const floor = floorOf(layout, dir);
  if (!forTests && floor >= 0) {
    for (const name of layout.floors.slice(floor + 1).flat()) {
      for (const target of namesOf(layout, dir, name)) {
        const regex = SOURCE.test(name)
          ? `^${escape(target.replace(SOURCE, ''))}(\\.js)?$`
          : `^${escape(target)}/`;
        patterns.push({
          regex,
          message: `${name} stands on a higher floor: imports run downwards only (docs/architecture.md §6).`,
        });
      }
    }
  }
  const own = wingOf(layout, dir);
  if (floor === layout.floors.length - 1 && layout.topReadsInside) return patterns;
  const entries = forTests ? '(index|testing/index|testing)' : 'index';
  for (const wing of wingNames(layout)) {
    if (wing === own) continue;
    for (const base of namesOf(layout, dir, join(layout.wings, wing))) {
      patterns.push({
        regex: `^${escape(base)}/(?!${entries}(\\.js)?$)`,
        message: `Another wing is entered through ${base}/index.js${forTests ? ' (or testing/index.js)' : ''} only (docs/architecture.md §6).`,
      });
    }
  }
  return patterns;
}

/** One flat-config block per folder (the rule's options are replaced, not merged, per file). */
export function architectureConfigs() {
  return LAYOUTS.flatMap((layout) =>
    [layout.root, ...folders(layout.root)].flatMap((dir) => {
      const testSupport = /(^|[\\/])(testing|test|bench)([\\/]|$)/.test(relative(layout.root, dir));
      const files = [`${dir}/*.ts`, `${dir}/*.tsx`];
      const tests = [`${dir}/*.test.ts`, `${dir}/*.test.tsx`];
      return [
        {
          files,
          rules: { 'no-restricted-imports': ['error', { patterns: patternsFor(layout, dir, testSupport) }] },
        },
        {
          files: tests,
          rules: { 'no-restricted-imports': ['error', { patterns: patternsFor(layout, dir, true) }] },
        },
      ];
    }),
  );
}
