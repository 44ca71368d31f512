import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfObjects, pdfTextContent } from '../../../test/pdf-inspect.js';
import type { ExportRow } from './candidate-export.repo.js';
import { pdfSink } from './pdf-writer.js';

const NAMES = ['Łukasz Żółć', 'Zoë Brontë', 'अर्जुन शर्मा', 'Дмитрий Иванов', 'Γιώργος Παπαδόπουλος'];

function row(fullName: string, i: number): ExportRow {
  return {
    id: i + 1,
    fullName,
    email: `person${i}@example.test`,
    phone: null,
    linkedinUrl: null,
    country: 'India',
    state: null,
    city: i === 0 ? 'Łódź' : 'Pune',
    source: 'EXTERNAL',
    sourceName: null,
    status: 'NOT_ASSIGNED',
    yearsOfExperience: 'THREE_TO_FIVE',
    educationalQualification: 'Bachelor Degree',
    assessmentStatus: null,
    backgroundStatus: 'NOT_INITIATED',
    backgroundStatusUpdatedAt: null,
    skills: null,
    createdAt: new Date('2025-04-09T10:00:00Z'),
  };
}

async function renderPdf(rows: ExportRow[], summary = 'Filters: none (all candidates)'): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const sink = pdfSink(out, { generatedAt: new Date('2025-04-10T08:00:00Z'), summary, total: rows.length });
  await sink.write(rows);
  await sink.end();
  return bytes;
}

const codePoints = (text: string) => new Set([...text.normalize('NFC')].filter((c) => c.trim() !== ''));

describe('pdf export fonts', () => {
  it('[ENUM-15] names in Polish, German, Devanagari, Cyrillic and Greek are set in embedded Noto Sans', async () => {
    const pdf = await renderPdf(NAMES.map(row), 'Filters: Names: अर्जुन शर्मा, Łukasz Żółć');
    const fonts = [...pdfFonts(pdfObjects(pdf)).values()];
    const baseFonts = fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, ''));
    // Embedded subsets (XXXXXX+Name), none of the 14 standard fonts (Helvetica drops non-Latin-1).
    expect(fonts.every((f) => /^[A-Z]{6}\+/.test(f.baseFont))).toBe(true);
    expect(new Set(baseFonts)).toEqual(
      new Set(['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansDevanagari-Regular']),
    );
    expect(pdf.toString('latin1')).not.toContain('Helvetica');
    expect((pdf.toString('latin1').match(/\/FontFile2 \d+ 0 R/g) ?? []).length).toBe(fonts.length);

    // Every character of every name maps back to Unicode (what search, copy and screen readers use).
    const mapped = new Set(fonts.flatMap((f) => [...f.toUnicode.values()].flatMap((t) => [...t])));
    for (const name of NAMES) {
      const missing = [...codePoints(name)].filter((c) => !mapped.has(c));
      expect(missing, name).toEqual([]);
    }
  });

  it('the text a reader extracts holds the names, the city and the summary', async () => {
    const text = pdfTextContent(await renderPdf(NAMES.map(row), 'Filters: Cities: Łódź'));
    // Devanagari is drawn in visual order (a reph after its consonant), so only the scripts read in
    // logical order are compared whole; the Devanagari code points are checked above.
    for (const name of NAMES.filter((n) => !/[\u0900-\u097F]/.test(n))) expect(text).toContain(name);
    expect(text).toContain('Filters: Cities: Łódź');
    expect(text).toContain('Full name');
    expect(text).toContain('Page 1');
    expect(text).not.toContain('\uFFFD');
  });
});
