import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/** A page's URL path (':name' matches any one segment) -> the lazy modules the router imports for it. */
export type PageModules = Record<string, readonly string[]>;

/** Written beside the manifest: which HTML file the server sends for which path (plugins/spa.ts). */
export const PAGES_FILE = '.vite/pages.json';
export type PagesIndex = Record<string, string>;

/** The chunk files of `modules` and everything they import statically, in load order. */
export function chunkClosure(manifest: Manifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`page-preloads: no chunk for ${key} (renamed? update vite.config.ts)`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files;
}

/**
 * index.html with <link rel="modulepreload"> for each file it does not load already. Low priority: the
 * entry and its imports come first (they paint the first frame); measured on the candidate list, high
 * priority preloads cost 0.4 s of FCP for nothing in LCP.
 */
export function withPreloads(indexHtml: string, files: readonly string[], base = '/'): string {
  const links = files
    .filter((file) => !indexHtml.includes(`"${base}${file}"`))
    .map((file) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">\n`)
    .join('');
  return indexHtml.replace(/\n\s*<\/head>/, `\n${links}  </head>`);
}

/**
 * Build step: one HTML file per listed page, index.html plus modulepreload links for that page's lazy
 * chunks. Without them the browser learns of a page's code only once the entry has run and
 * /api/auth/me has answered (the router is built per role): two round trips and the entry's run
 * time in series before the biggest chunks even start to download. The server sends the page's file
 * for its path and index.html for any other (spa.ts); a module named here that the build no
 * longer has fails the build.
 */
export function pagePreloads(pages: PageModules): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'talent-desk:page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const asset = (name: string) => {
        const output = bundle[name];
        if (output?.type !== 'asset') throw new Error(`page-preloads: the build has no ${name}`);
        return String(output.source);
      };
      const manifest = JSON.parse(asset('.vite/manifest.json')) as Manifest;
      const indexHtml = asset('index.html');
      const index: PagesIndex = {};
      for (const [path, modules] of Object.entries(pages)) {
        const file = `page${path.replace(/[^a-z0-9]+/gi, '-')}.html`;
        await writeFile(
          resolve(outDir, file),
          withPreloads(indexHtml, chunkClosure(manifest, modules), base),
        );
        index[path] = file;
      }
      await writeFile(resolve(outDir, PAGES_FILE), `${JSON.stringify(index, null, 2)}\n`);
    },
  };
}
