import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

/**
 * WOFF 1.0 -> the TrueType/OpenType font it wraps (W3C WOFF §5-6): each table inflated, laid out again
 * after a plain sfnt directory. fontkit reads WOFF itself, but inflates every table with a JavaScript
 * zlib on each document it opens (a quarter of a second of blocked event loop per export); unwrapped
 * once per process with node's zlib, a document opens its fonts in a few milliseconds.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  const size = tables.reduce((sum, t) => sum + pad4(t.data.length), SFNT_HEADER + numTables * SFNT_ENTRY);
  const sfnt = Buffer.alloc(size);
  const log2 = Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(2 ** log2 * 16, 6); // searchRange
  sfnt.writeUInt16BE(log2, 8); // entrySelector
  sfnt.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10); // rangeShift
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += pad4(table.data.length);
  });
  return sfnt;
}
