import { CANDIDATE_MESSAGES, resumeExtension, resumeIssue, type ResumeExtension } from '@talent-desk/shared';
import { unsafeZip } from './zip-safety.js';

/**
 * Resume content check (CAND-VAL-27): the extension must be one of the six AND the bytes must be
 * that kind of file. PDF and .doc are recognised by their magic bytes; docx, xlsx, odt and pages are
 * ZIP archives, recognised by the names in the ZIP central directory, read straight from the buffer:
 * bounded (at most MAX_ZIP_ENTRIES entries), and nothing is ever inflated (a zip bomb costs nothing);
 * archives claiming to inflate too far or holding names that leave their folder are refused (zip-safety).
 */

export type ResumeCheck =
  { ok: true; extension: ResumeExtension; contentType: string } | { ok: false; message: string };

export const RESUME_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  pages: 'application/vnd.apple.pages',
} as const satisfies Record<ResumeExtension, string>;

export const MAX_ZIP_ENTRIES = 2000;
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const ZIP_END_SIZE = 22;
const ZIP_COMMENT_MAX = 0xffff;

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  /** As declared by the central directory (never checked by inflating). */
  uncompressedSize: number;
  localOffset: number;
};

/**
 * The entries of a ZIP's central directory, or null when the buffer is not a readable ZIP (no end
 * record, out-of-bounds offsets, ZIP64, too many entries). Only headers are read.
 */
export function readZipEntries(bytes: Buffer, maxEntries = MAX_ZIP_ENTRIES): ZipEntry[] | null {
  if (bytes.length < ZIP_END_SIZE || bytes.readUInt32LE(0) !== ZIP_LOCAL) return null;
  const end = findEndRecord(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  let offset = bytes.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: no resume needs it, so it is not a resume.
  if (count === 0xffff || count > maxEntries || offset + size > end) return null;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== ZIP_CENTRAL) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return null;
    entries.push({
      name: bytes.toString('utf8', offset + 46, nameEnd),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - ZIP_END_SIZE - ZIP_COMMENT_MAX);
  for (let i = bytes.length - ZIP_END_SIZE; i >= lowest; i -= 1) {
    if (bytes.readUInt32LE(i) === ZIP_END) return i;
  }
  return -1;
}

/** The stored (uncompressed) body of an entry, or null when it is compressed or out of bounds. */
function storedContent(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (entry.method !== 0 || at + 30 > bytes.length || bytes.readUInt32LE(at) !== ZIP_LOCAL) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  return stop <= bytes.length ? bytes.subarray(start, stop) : null;
}

const has = (entries: ZipEntry[], name: string) => entries.some((e) => e.name === name);

/** Pages documents: the iWork '13+ archive (Index/Document.iwa) or the Pages '09 XML (index.xml[.gz]). */
const PAGES_MARKERS = ['Index/Document.iwa', 'index.xml', 'index.xml.gz'];

function zipMatches(extension: 'docx' | 'xlsx' | 'odt' | 'pages', bytes: Buffer): boolean {
  const entries = readZipEntries(bytes);
  if (!entries || unsafeZip(entries)) return false;
  switch (extension) {
    case 'docx':
      return has(entries, 'word/document.xml');
    case 'xlsx':
      return has(entries, 'xl/workbook.xml');
    case 'pages':
      return PAGES_MARKERS.some((name) => has(entries, name));
    case 'odt': {
      const mimetype = entries.find((e) => e.name === 'mimetype');
      const content = mimetype ? storedContent(bytes, mimetype) : null;
      return content !== null && content.toString('latin1').trim() === ODT_MIMETYPE;
    }
  }
}

function contentMatches(extension: ResumeExtension, bytes: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
    case 'doc':
      return bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC);
    default:
      return zipMatches(extension, bytes);
  }
}

/** Checks a resume's name, size and bytes; the message is what the 400 shows under `resume`. */
export function checkResume(fileName: string, bytes: Buffer): ResumeCheck {
  const issue = resumeIssue({ name: fileName, size: bytes.length });
  const extension = resumeExtension(fileName);
  if (issue || !extension) return { ok: false, message: issue ?? CANDIDATE_MESSAGES.resumeType };
  if (!contentMatches(extension, bytes))
    return { ok: false, message: CANDIDATE_MESSAGES.resumeContentMismatch };
  return { ok: true, extension, contentType: RESUME_CONTENT_TYPES[extension] };
}
