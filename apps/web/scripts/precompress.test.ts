// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress';

function build(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'td-precompress-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

const big = (line: string) => line.repeat(Math.ceil((PRECOMPRESS_MIN_BYTES * 4) / line.length));

describe('precompressing the build', () => {
  it('writes .br and .gz beside each text file above 1 KB, decoding to the same bytes', async () => {
    const files = {
      'index.html': big('<link rel="modulepreload" href="/assets/x.js">'),
      'assets/index-abc.js': big('export const a = "Zoë Brontë";\n'),
      'assets/index-abc.css': big('.MuiButton-root { color: red }\n'),
      'logo.svg': big('<path d="M0 0h24v24H0z"/>'),
    };
    const dist = build(files);
    const result = await precompressDir(dist);
    expect(result.files).toBe(4);
    for (const [path, content] of Object.entries(files)) {
      const br = readFileSync(join(dist, `${path}.br`));
      const gz = readFileSync(join(dist, `${path}.gz`));
      expect(brotliDecompressSync(br).toString(), path).toBe(content);
      expect(gunzipSync(gz).toString(), path).toBe(content);
      expect(br.length, path).toBeLessThan(content.length / 4);
    }
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
  });

  it('leaves small files, images, source maps and the tools folder (.vite) plain', async () => {
    const dist = build({
      'assets/tiny-abc.js': 'console.log(1)',
      'assets/index-abc.js.map': big('{"mappings":"AAAA"}'),
      'assets/photo.png': big('not really a png'),
      '.vite/manifest.json': big('{"file":"assets/index.js"}'),
    });
    expect((await precompressDir(dist)).files).toBe(0);
    for (const path of [
      'assets/tiny-abc.js',
      'assets/index-abc.js.map',
      'assets/photo.png',
      '.vite/manifest.json',
    ]) {
      expect(existsSync(join(dist, `${path}.br`)), path).toBe(false);
      expect(existsSync(join(dist, `${path}.gz`)), path).toBe(false);
    }
  });
});
