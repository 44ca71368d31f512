import type { ZipEntry } from './resume-content.js';

/**
 * What a ZIP resume may claim about itself (CAND-VAL-27; the limits: docs/decisions.md, Candidates).
 * Nothing is ever inflated here, but the file is handed to recruiters' office tools and any later preview
 * or scan: an archive that claims to inflate far beyond its size (a zip bomb) or whose names climb out of
 * the folder it is unpacked into (zip slip) is no resume. Checked on the central directory's declared
 * sizes and names.
 */

/** An entry may inflate to at most this many times its compressed size... */
export const ZIP_MAX_RATIO = 100;
/** ...once it is larger than this: small entries (a few KB of XML) legitimately compress better. */
export const ZIP_RATIO_FLOOR_BYTES = 1024 * 1024;
/** All entries together inflate to at most 100 MiB. */
export const ZIP_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

const STORED = 0;

/** '..' as a path segment, a leading '/', a backslash, or a drive letter ('C:'). */
function escapesFolder(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

function inflatesTooFar(entry: ZipEntry): boolean {
  if (entry.method === STORED) return entry.uncompressedSize !== entry.compressedSize;
  return (
    entry.uncompressedSize > ZIP_RATIO_FLOOR_BYTES &&
    entry.uncompressedSize > entry.compressedSize * ZIP_MAX_RATIO
  );
}

/** Whether any entry escapes its folder or inflates too far, or all of them together do. */
export function unsafeZip(entries: readonly ZipEntry[]): boolean {
  let total = 0;
  for (const entry of entries) {
    if (escapesFolder(entry.name) || inflatesTooFar(entry)) return true;
    total += entry.uncompressedSize;
  }
  return total > ZIP_MAX_TOTAL_BYTES;
}
