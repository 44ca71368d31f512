import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps are left out (never advertised, only for error reports). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this, headers and a round trip dwarf the saving. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/** Files under `dir`, not those under a dot folder (.vite/manifest.json is for tools, not browsers). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) =>
        e.isFile() &&
        !relative(dir, e.parentPath)
          .split(sep)
          .some((p) => p.startsWith('.')),
    )
    .map((e) => join(e.parentPath, e.name));
}

/** Whether `file` has its .br written after it (by an earlier build). */
async function compressedSince(file: string): Promise<boolean> {
  const [plain, br] = await Promise.all([stat(file), stat(`${file}.br`).catch(() => null)]);
  return br !== null && br.mtimeMs >= plain.mtimeMs;
}

/**
 * Writes x.br and x.gz beside every text file of `dir` of at least PRECOMPRESS_MIN_BYTES, at the
 * codecs' highest settings (too slow per request, free at build time). A variant that would not be
 * smaller is not written, and the server falls back to the plain file.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f)));
  await Promise.all(
    files.map(async (file) => {
      // An earlier build's file kept for open tabs (previous-assets.ts) was compressed then.
      if (await compressedSince(file)) return;
      const plain = await readFile(file);
      if (plain.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          },
        }),
        gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < plain.length) await writeFile(`${file}.br`, br);
      if (gz.length < plain.length) await writeFile(`${file}.gz`, gz);
      result.files += 1;
      result.bytes += plain.length;
      result.brotliBytes += Math.min(br.length, plain.length);
      result.gzipBytes += Math.min(gz.length, plain.length);
    }),
  );
  return result;
}

/** Vite build step: precompresses the output directory once everything is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'talent-desk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle(error) {
      if (error) return; // a failed build wrote nothing worth serving
      const r = await precompressDir(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} KB`;
      log(
        `precompressed ${r.files} files: ${kb(r.bytes)} -> brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`,
      );
    },
  };
}
