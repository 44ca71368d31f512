import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from './woff.js';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'));

/** The sfnt's table directory: tag -> [offset, length]. */
function directory(sfnt: Buffer): Map<string, [number, number]> {
  const tables = new Map<string, [number, number]>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    tables.set(sfnt.toString('latin1', at, at + 4), [sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 12)]);
  }
  return tables;
}

describe('WOFF unwrapping for the pdf fonts', () => {
  it('gives the TrueType font inside: same tables, each at its original length, 4-byte aligned', () => {
    const sfnt = sfntFromWoff(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour: 0x00010000, TrueType
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // totalSfntSize from the WOFF header
    const tables = directory(sfnt);
    expect([...tables.keys()]).toEqual(
      expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']),
    );
    for (const [offset, length] of tables.values()) {
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(sfnt.length);
    }
    const [headAt = 0] = tables.get('head') ?? [];
    expect(sfnt.readUInt32BE(headAt + 12)).toBe(0x5f0f3cf5); // the head table's magic number
  });

  it('refuses anything that is not WOFF', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and more bytes than a header needs....'))).toThrow(
      'not a WOFF',
    );
  });
});
