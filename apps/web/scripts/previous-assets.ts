import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * How long the hashed files of earlier builds stay beside the new ones. A tab opened before a deploy
 * still asks for its own chunks when it opens another page; with them gone it got 404s and a blank
 * page. A week covers a tab left open over a weekend; the page offers a reload after that (route-error).
 */
export const PREVIOUS_ASSETS_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** `x.js` for `x.js`, `x.js.br`, `x.js.gz` and `x.js.map`: a built file and what is written beside it. */
const builtFileOf = (name: string) => name.replace(/\.(br|gz|map)$/, '');

/**
 * Deletes from `assetsDir` the files of earlier builds older than `maxAgeMs` (by their time of writing);
 * the current build's files (`current`, names without folder) always stay.
 */
export async function prunePreviousAssets(
  assetsDir: string,
  current: ReadonlySet<string>,
  { now = Date.now(), maxAgeMs = PREVIOUS_ASSETS_MAX_AGE_MS } = {},
): Promise<{ kept: number; removed: number }> {
  let kept = 0;
  let removed = 0;
  for (const name of await readdir(assetsDir)) {
    if (current.has(builtFileOf(name))) continue;
    const path = join(assetsDir, name);
    if ((await stat(path)).mtimeMs < now - maxAgeMs) {
      await rm(path);
      removed += 1;
    } else kept += 1;
  }
  return { kept, removed };
}

/**
 * Vite build step: the output's assets folder is not emptied (vite.config.ts, emptyOutDir false); once
 * the bundle is written, files of earlier builds past their week are deleted.
 */
export function previousAssets(): Plugin {
  let assetsDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'talent-desk:previous-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
      log = (message) => config.logger.info(message);
    },
    async writeBundle(_options, bundle) {
      const current = new Set(Object.keys(bundle).map((file) => file.split('/').pop() ?? file));
      const { kept, removed } = await prunePreviousAssets(assetsDir, current);
      log(`previous builds' assets: ${kept} files kept for open tabs, ${removed} past their week deleted`);
    },
  };
}
