import { describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, RESUME_MAX_BYTES } from '@talent-desk/shared';
import { checkResume, MAX_ZIP_ENTRIES, readZipEntries } from './resume-content.js';
import { docxBytes, odtBytes, pdfBytes, xlsxBytes, zipBytes } from '../../test/fixtures.js';

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

  describe('ZIP resumes that would inflate far beyond their size, or whose names leave the archive, are refused', () => {
    const refused = { ok: false, message: CANDIDATE_MESSAGES.resumeContentMismatch };
    /** A docx whose extra entry has `compressed` bytes that claim to inflate to `declared` bytes. */
    const docxWith = (...extra: { compressed: number; declared: number }[]) =>
      zipBytes([
        { name: 'word/document.xml', content: '<w:document/>', deflate: true },
        ...extra.map((e, i) => ({
          name: `word/media/blob${i}.bin`,
          content: Buffer.alloc(e.compressed, 1),
          method: 8,
          declaredSize: e.declared,
        })),
      ]);

    it('an entry over 1 MiB inflating more than 100 times its compressed size: 100x passes, more is refused', () => {
      expect(checkResume('cv.docx', docxWith({ compressed: 20_000, declared: 2_000_000 }))).toMatchObject({
        ok: true,
      });
      expect(checkResume('cv.docx', docxWith({ compressed: 20_000, declared: 2_000_001 }))).toEqual(refused);
    });

    it('entries up to 1 MiB are not held to the ratio (1,048,576 passes at any ratio; 1,048,577 does not)', () => {
      expect(checkResume('cv.docx', docxWith({ compressed: 100, declared: 1_048_576 }))).toMatchObject({
        ok: true,
      });
      expect(checkResume('cv.docx', docxWith({ compressed: 100, declared: 1_048_577 }))).toEqual(refused);
    });

    it('all entries together inflate to at most 100 MiB (104,857,600 bytes), one byte more is refused', () => {
      const words = '<w:document/>'.length;
      const ok = docxWith(
        { compressed: 1_000_000, declared: 100_000_000 },
        { compressed: 100_000, declared: 4_857_600 - words },
      );
      expect(checkResume('cv.docx', ok)).toMatchObject({ ok: true });
      const over = docxWith(
        { compressed: 1_000_000, declared: 100_000_000 },
        { compressed: 100_000, declared: 4_857_601 - words },
      );
      expect(checkResume('cv.docx', over)).toEqual(refused);
    });

    it('a stored entry whose declared size differs from its bytes is refused', () => {
      const lying = zipBytes([
        { name: 'word/document.xml', content: '<w:document/>' },
        { name: 'word/media/a.bin', content: Buffer.alloc(10), declaredSize: 11 },
      ]);
      expect(checkResume('cv.docx', lying)).toEqual(refused);
    });

    it("entry names with '..', a leading '/', a backslash or a drive letter are refused", () => {
      for (const name of [
        '../evil.xml',
        'word/../../evil.xml',
        '..',
        '/etc/passwd',
        'word\\evil.xml',
        'C:/evil.xml',
        'c:evil.xml',
      ]) {
        const bytes = zipBytes([
          { name: 'word/document.xml', content: '<w:document/>', deflate: true },
          { name, content: 'x' },
        ]);
        expect(checkResume('cv.docx', bytes), name).toEqual(refused);
      }
      for (const name of ['word/..hidden.xml', 'a..b/c.xml', 'docProps/app.xml', 'word/media/x:y.png']) {
        const bytes = zipBytes([
          { name: 'word/document.xml', content: '<w:document/>', deflate: true },
          { name, content: 'x' },
        ]);
        expect(checkResume('cv.docx', bytes), name).toMatchObject({ ok: true });
      }
    });
  });
});
