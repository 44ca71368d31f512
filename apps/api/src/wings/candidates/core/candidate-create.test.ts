import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import {
  fieldMessage,
  fieldPaths,
  openCreateHarness,
  type CreateHarness,
  type Resume,
} from '../testing/create-harness.js';
import { candidateFormBody, docxBytes, pdfBytes, xlsxBytes, zipBytes } from '../../../test/fixtures.js';

let h: CreateHarness;

/** A PDF of exactly `size` bytes (the header, then padding). */
function paddedPdf(size: number): Buffer {
  const head = pdfBytes();
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

beforeAll(async () => {
  h = await openCreateHarness();
});
afterAll(() => h?.close());

describe('POST /api/candidates (multipart)', () => {
  it('[CAND-FORM-15][CAND-FORM-06][CAND-FORM-07] creates from the candidate JSON part and the resume file', async () => {
    const body = candidateFormBody({
      middleName: 'Anna',
      phone: '+49 30 1234567',
      linkedinUrl: 'https://www.linkedin.com/in/maria',
      languageExternalIds: [h.ref.languages.english.externalId, h.ref.languages.german.externalId],
      skillsExternalIds: [h.ref.skills.typescript.externalId, h.ref.skills.react.externalId],
      comments: 'Strong profile',
    });
    const response = await h.create(h.cookies.tag, body);
    expect(response.statusCode, response.body).toBe(201);
    const read = response.json();
    expect(read).toMatchObject({
      fullName: 'Maria Anna Schmidt',
      email: body.email,
      phone: '+49301234567',
      source: 'DIRECT_SEARCH',
      status: 'NOT_ASSIGNED',
      candidateStatuses: [],
      resume: { fileName: 'cv.pdf', contentType: 'application/pdf', size: pdfBytes().length },
      editBlockedReason: null,
    });
    expect(read.languages.map((l: { name: string }) => l.name)).toEqual(['English', 'German']);
    expect(read.primaryCandidateSkills.map((s: { name: string }) => s.name).sort()).toEqual([
      'React',
      'TypeScript',
    ]);
    const [row] = await h.t.db.select().from(candidates).where(eq(candidates.externalId, read.externalId));
    expect(row?.createdByUserId).toBe(h.t.tag.id);
  });

  it('control characters in text fields answer 400 naming each field; nothing is stored', async () => {
    const files = await h.storedFiles();
    const before = await h.candidateCount();
    const response = await h.create(
      h.cookies.admin,
      candidateFormBody({ firstName: 'Ma\u001bcria', city: 'Ber\u0007lin', comments: 'ok\u0000' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response).sort()).toEqual(['city', 'comments', 'firstName']);
    expect(fieldMessage(response, 'firstName')).toBe('Control characters are not allowed');
    expect(response.json().message).toContain('firstName');
    expect(await h.storedFiles()).toEqual(files);
    expect(await h.candidateCount()).toBe(before);
  });

  it('control characters in the upload file name are stripped; line breaks in comments are kept', async () => {
    const response = await h.create(h.cookies.tag, candidateFormBody({ comments: 'Line one\nLine two' }), {
      fileName: 'cv\u001b[31m\u0007 final\u007f.pdf',
      content: pdfBytes(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      comments: 'Line one\nLine two',
      resume: { fileName: 'cv[31m final.pdf' },
    });
  });

  it('[CAND-FORM-03][CAND-VAL-26] the resume part is required on create', async () => {
    const before = await h.candidateCount();
    const response = await h.create(h.cookies.admin, candidateFormBody(), null);
    expect(response.statusCode).toBe(400);
    expect(fieldMessage(response, 'resume')).toBe(CANDIDATE_MESSAGES.resumeRequired);
    expect(await h.candidateCount()).toBe(before);
  });

  it('a resume of exactly 10 MB (10 * 1024 * 1024 = 10,485,760 bytes) is accepted', async () => {
    const content = paddedPdf(10_485_760);
    const response = await h.create(h.cookies.admin, candidateFormBody(), { fileName: 'cv.pdf', content });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().resume).toMatchObject({ size: 10_485_760 });
  });

  it('[CAND-VAL-27] every allowed extension with matching content is accepted', async () => {
    for (const [fileName, content] of [
      ['cv.docx', docxBytes()],
      ['cv.xlsx', xlsxBytes()],
    ] as const) {
      const response = await h.create(h.cookies.admin, candidateFormBody(), { fileName, content });
      expect(response.statusCode, fileName).toBe(201);
    }
  });

  describe('[CAND-VAL-27] resume content checks: refused with 400 naming resume, nothing stored, no row', () => {
    const cases: [string, Resume, string][] = [
      [
        'a renamed executable (MZ named .pdf)',
        { fileName: 'cv.pdf', content: Buffer.from('MZ\x90\x00binary') },
        CANDIDATE_MESSAGES.resumeContentMismatch,
      ],
      [
        'a wrong-type ZIP (an xlsx renamed .docx)',
        { fileName: 'cv.docx', content: xlsxBytes() },
        CANDIDATE_MESSAGES.resumeContentMismatch,
      ],
      [
        'a docx whose entry claims to inflate 1,000 times its size (zip bomb)',
        {
          fileName: 'cv.docx',
          content: zipBytes([
            {
              name: 'word/document.xml',
              content: Buffer.alloc(10_000, 1),
              method: 8,
              declaredSize: 10_000_000,
            },
          ]),
        },
        CANDIDATE_MESSAGES.resumeContentMismatch,
      ],
      [
        "a docx with an entry named '../../evil.sh' (zip slip)",
        {
          fileName: 'cv.docx',
          content: zipBytes([
            { name: 'word/document.xml', content: '<w:document/>' },
            { name: '../../evil.sh', content: '#!/bin/sh' },
          ]),
        },
        CANDIDATE_MESSAGES.resumeContentMismatch,
      ],
      ['a forbidden extension', { fileName: 'cv.exe', content: pdfBytes() }, CANDIDATE_MESSAGES.resumeType],
      ['an empty file', { fileName: 'cv.pdf', content: Buffer.alloc(0) }, CANDIDATE_MESSAGES.resumeRequired],
      [
        'an oversized file (10 MB + 1 byte: 10,485,761 bytes)',
        { fileName: 'cv.pdf', content: paddedPdf(10_485_761) },
        CANDIDATE_MESSAGES.resumeTooLarge,
      ],
    ];
    for (const [label, resume, message] of cases) {
      it(label, async () => {
        const filesBefore = await h.storedFiles();
        const before = await h.candidateCount();
        const body = candidateFormBody();
        const response = await h.create(h.cookies.tag, body, resume);
        expect(response.statusCode, response.body).toBe(400);
        expect(fieldMessage(response, 'resume')).toBe(message);
        expect(await h.storedFiles()).toEqual(filesBefore);
        expect(await h.candidateCount()).toBe(before);
      });
    }
  });

  it('[CAND-FORM-19] a second candidate with the same email (any case) answers 409 Email already exists', async () => {
    const body = candidateFormBody();
    expect((await h.create(h.cookies.admin, body)).statusCode).toBe(201);
    const filesBefore = await h.storedFiles();
    const again = await h.create(
      h.cookies.tag,
      candidateFormBody({ email: String(body.email).toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email already exists');
    expect(await h.storedFiles()).toEqual(filesBefore);
  });

  it('[CAND-FORM-20] a second candidate with the same phone answers 409 Phone number already exists', async () => {
    expect(
      (await h.create(h.cookies.admin, candidateFormBody({ phone: '+49 151 2345678' }))).statusCode,
    ).toBe(201);
    const again = await h.create(h.cookies.vendor, candidateFormBody({ phone: '+49-151-2345678' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Phone number already exists');
  });

  it('unknown language or skill ids answer 400 naming the field', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000001';
    const language = await h.create(h.cookies.admin, candidateFormBody({ languageExternalIds: [unknownId] }));
    expect(language.statusCode).toBe(400);
    expect(fieldPaths(language)).toEqual(['languageExternalIds']);
    const skill = await h.create(h.cookies.admin, candidateFormBody({ skillsExternalIds: [unknownId] }));
    expect(skill.statusCode).toBe(400);
    expect(fieldPaths(skill)).toEqual(['skillsExternalIds']);
  });

  it('[CAND-FORM-05] a VENDOR in India stores expected rate and notice period; ADMIN input of them is not stored', async () => {
    const vendorBody = candidateFormBody({
      country: 'India',
      phone: '+91 98765 43210',
      assessmentVendor: { expectedRate: '45.5', noticePeriod: 'FOUR_WEEKS' },
    });
    const byVendor = await h.create(h.cookies.vendor, vendorBody);
    expect(byVendor.statusCode, byVendor.body).toBe(201);
    expect(byVendor.json().assessmentVendor).toEqual({ expectedRate: 45.5, noticePeriod: 'FOUR_WEEKS' });

    const byAdmin = await h.create(
      h.cookies.admin,
      candidateFormBody({
        country: 'India',
        phone: '+91 98765 43211',
        assessmentVendor: { expectedRate: 10, noticePeriod: 'ONE_WEEK' },
      }),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json().assessmentVendor).toBeNull();
  });

  it("[CAND-FORM-02] a VENDOR's create is forced to source VENDOR with its vendor name, whatever the body says", async () => {
    const response = await h.create(
      h.cookies.vendor,
      candidateFormBody({ source: 'DIRECT_SEARCH', sourceName: 'Other' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [vendorRow] = await h.t.db
      .execute<{ name: string }>(sql`select name from vendors where id = ${h.t.vendor.vendorId}`)
      .then((r) => r.rows);
    expect(response.json()).toMatchObject({ source: 'VENDOR', sourceName: vendorRow?.name });
    const [row] = await h.t.db
      .select({ vendorId: candidates.vendorId })
      .from(candidates)
      .where(eq(candidates.externalId, response.json().externalId));
    expect(row?.vendorId).toBe(h.t.vendor.vendorId);
  });

  it('ADMIN entering a VENDOR candidate names a known vendor, which then sees the candidate', async () => {
    const vendorName = (
      await h.t.db.execute<{ name: string }>(sql`select name from vendors where id = ${h.t.vendor.vendorId}`)
    ).rows[0]?.name;
    const unknown = await h.create(
      h.cookies.admin,
      candidateFormBody({ source: 'VENDOR', sourceName: 'Nobody Ltd' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldPaths(unknown)).toEqual(['sourceName']);
    const response = await h.create(
      h.cookies.admin,
      candidateFormBody({ source: 'VENDOR', sourceName: vendorName }),
    );
    expect(response.statusCode).toBe(201);
    const seen = await h.t.inject({
      method: 'GET',
      url: `/api/candidates/${response.json().externalId}`,
      headers: { cookie: h.cookies.vendor },
    });
    expect(seen.statusCode).toBe(200);
  });
});
