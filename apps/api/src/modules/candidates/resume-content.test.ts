import { describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, RESUME_MAX_BYTES } from '@talent-desk/shared';
import { checkResume, MAX_ZIP_ENTRIES, readZipEntries } from './resume-content.js';
import { docxBytes, odtBytes, pdfBytes, xlsxBytes, zipBytes } from './test-fixtures.js';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const pagesBytes = () =>
  zipBytes([
    { name: 'Index/Document.iwa', content: Buffer.alloc(16, 1) },
    { name: 'preview.jpg', content: Buffer.alloc(8, 2) },
  ]);

describe('resume content check', () => {
  it('[CAND-VAL-27] accepts each of the six types when the bytes match the extension', () => {
    const good: [string, Buffer, string][] = [
      ['cv.pdf', pdfBytes(), 'application/pdf'],
      ['cv.DOC', OLE, 'application/msword'],
      ['cv.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['cv.xlsx', xlsxBytes(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['cv.odt', odtBytes(), 'application/vnd.oasis.opendocument.text'],
      ['cv.pages', pagesBytes(), 'application/vnd.apple.pages'],
      [
        'old.pages',
        zipBytes([{ name: 'index.xml', content: '<sl:document/>' }]),
        'application/vnd.apple.pages',
      ],
    ];
    for (const [name, bytes, contentType] of good) {
      expect(checkResume(name, bytes), name).toMatchObject({ ok: true, contentType });
    }
  });

  it('[CAND-VAL-27] refuses a renamed executable (MZ header named .pdf, .doc or .docx)', () => {
    for (const name of ['cv.pdf', 'cv.doc', 'cv.docx', 'cv.odt']) {
      expect(checkResume(name, EXE), name).toEqual({
        ok: false,
        message: CANDIDATE_MESSAGES.resumeContentMismatch,
      });
    }
  });

  it('[CAND-VAL-27] refuses a ZIP of the wrong type (an xlsx renamed .docx, a docx renamed .xlsx)', () => {
    expect(checkResume('cv.docx', xlsxBytes())).toMatchObject({ ok: false });
    expect(checkResume('cv.xlsx', docxBytes())).toMatchObject({ ok: false });
    expect(checkResume('cv.pages', docxBytes())).toMatchObject({ ok: false });
    expect(checkResume('cv.odt', docxBytes())).toMatchObject({ ok: false });
  });

  it('[CAND-VAL-27] an odt needs a stored mimetype entry of a text document', () => {
    expect(checkResume('cv.odt', odtBytes('application/vnd.oasis.opendocument.spreadsheet'))).toMatchObject({
      ok: false,
    });
    const deflated = zipBytes([
      { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', deflate: true },
    ]);
    expect(checkResume('cv.odt', deflated)).toMatchObject({ ok: false });
  });

  it('[CAND-VAL-27] refuses other extensions and names without one, whatever the bytes', () => {
    for (const name of ['cv.exe', 'cv.txt', 'cv', '.pdf', 'cv.pdf.']) {
      expect(checkResume(name, pdfBytes()), name).toEqual({
        ok: false,
        message: CANDIDATE_MESSAGES.resumeType,
      });
    }
  });

  it('[CAND-VAL-26] refuses an empty file as no resume', () => {
    expect(checkResume('cv.pdf', Buffer.alloc(0))).toEqual({
      ok: false,
      message: CANDIDATE_MESSAGES.resumeRequired,
    });
  });

  it('refuses a file over 10 MB', () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX_BYTES)]);
    expect(checkResume('cv.pdf', big)).toEqual({ ok: false, message: CANDIDATE_MESSAGES.resumeTooLarge });
  });

  it('reads no more than the entry cap and refuses truncated or corrupt archives', () => {
    const many = zipBytes(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, content: 'x' })));
    expect(readZipEntries(many)?.length).toBe(12);
    expect(readZipEntries(many, 11)).toBeNull();
    expect(MAX_ZIP_ENTRIES).toBe(2000);
    const docx = docxBytes();
    expect(readZipEntries(docx.subarray(0, docx.length - 5))).toBeNull();
    const corrupt = Buffer.from(docx);
    corrupt.writeUInt32LE(corrupt.length * 2, corrupt.length - 6);
    expect(readZipEntries(corrupt)).toBeNull();
    expect(checkResume('cv.docx', corrupt)).toMatchObject({ ok: false });
  });
});
