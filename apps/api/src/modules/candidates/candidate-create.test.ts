import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, RESUME_MAX_BYTES } from '@talent-desk/shared';
import { candidates } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  candidateFormBody,
  createCandidateMultipart,
  docxBytes,
  pdfBytes,
  seedCandidateReference,
  xlsxBytes,
  type ReferenceFixture,
} from './test-fixtures.js';

let t: TestApp;
let ref: ReferenceFixture;
let dataDir: string;
let cookies: Record<'admin' | 'tag' | 'vendor', string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'td-candidates-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ref = await seedCandidateReference(t.db);
  cookies = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
  };
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Resume = { fileName: string; content: Buffer } | null;

function create(cookie: string, body: Record<string, unknown>, resume?: Resume) {
  const { payload, headers } = createCandidateMultipart(body, resume);
  return t.inject({ method: 'POST', url: '/api/candidates', payload, headers: { ...headers, cookie } });
}

async function storedFiles(): Promise<string[]> {
  const root = join(dataDir, 'files');
  const found: string[] = [];
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(dir, entry.name));
      else found.push(entry.name);
    }
  };
  await walk(root);
  return found;
}

async function candidateCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates);
  return row?.n ?? 0;
}

function fieldPaths(response: { json: () => unknown }): string[] {
  const body = response.json() as { fields?: { path: string }[] };
  return (body.fields ?? []).map((f) => f.path);
}

function fieldMessage(response: { json: () => unknown }, path: string): string | undefined {
  const body = response.json() as { fields?: { path: string; message: string }[] };
  return body.fields?.find((f) => f.path === path)?.message;
}

describe('POST /api/candidates (multipart)', () => {
  it('[CAND-FORM-15][CAND-FORM-06][CAND-FORM-07] creates from the candidate JSON part and the resume file', async () => {
    const body = candidateFormBody({
      middleName: 'Anna',
      phone: '+49 30 1234567',
      linkedinUrl: 'https://www.linkedin.com/in/maria',
      languageExternalIds: [ref.languages.english.externalId, ref.languages.german.externalId],
      skillsExternalIds: [ref.skills.typescript.externalId, ref.skills.react.externalId],
      comments: 'Strong profile',
    });
    const response = await create(cookies.tag, body);
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
    const [row] = await t.db.select().from(candidates).where(eq(candidates.externalId, read.externalId));
    expect(row?.createdByUserId).toBe(t.tag.id);
  });

  it('[CAND-FORM-03][CAND-VAL-26] the resume part is required on create', async () => {
    const before = await candidateCount();
    const response = await create(cookies.admin, candidateFormBody(), null);
    expect(response.statusCode).toBe(400);
    expect(fieldMessage(response, 'resume')).toBe(CANDIDATE_MESSAGES.resumeRequired);
    expect(await candidateCount()).toBe(before);
  });

  it('[CAND-VAL-27] every allowed extension with matching content is accepted', async () => {
    for (const [fileName, content] of [
      ['cv.docx', docxBytes()],
      ['cv.xlsx', xlsxBytes()],
    ] as const) {
      const response = await create(cookies.admin, candidateFormBody(), { fileName, content });
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
      ['a forbidden extension', { fileName: 'cv.exe', content: pdfBytes() }, CANDIDATE_MESSAGES.resumeType],
      ['an empty file', { fileName: 'cv.pdf', content: Buffer.alloc(0) }, CANDIDATE_MESSAGES.resumeRequired],
      [
        'an oversized file (10 MB + 1 byte)',
        { fileName: 'cv.pdf', content: Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX_BYTES)]) },
        CANDIDATE_MESSAGES.resumeTooLarge,
      ],
    ];
    for (const [label, resume, message] of cases) {
      it(label, async () => {
        const filesBefore = await storedFiles();
        const before = await candidateCount();
        const body = candidateFormBody();
        const response = await create(cookies.tag, body, resume);
        expect(response.statusCode, response.body).toBe(400);
        expect(fieldMessage(response, 'resume')).toBe(message);
        expect(await storedFiles()).toEqual(filesBefore);
        expect(await candidateCount()).toBe(before);
      });
    }
  });

  it('[CAND-FORM-19] a second candidate with the same email (any case) answers 409 Email already exists', async () => {
    const body = candidateFormBody();
    expect((await create(cookies.admin, body)).statusCode).toBe(201);
    const filesBefore = await storedFiles();
    const again = await create(cookies.tag, candidateFormBody({ email: String(body.email).toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email already exists');
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('[CAND-FORM-20] a second candidate with the same phone answers 409 Phone number already exists', async () => {
    expect((await create(cookies.admin, candidateFormBody({ phone: '+49 151 2345678' }))).statusCode).toBe(
      201,
    );
    const again = await create(cookies.vendor, candidateFormBody({ phone: '+49-151-2345678' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Phone number already exists');
  });

  it('unknown language or skill ids answer 400 naming the field', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000001';
    const language = await create(cookies.admin, candidateFormBody({ languageExternalIds: [unknownId] }));
    expect(language.statusCode).toBe(400);
    expect(fieldPaths(language)).toEqual(['languageExternalIds']);
    const skill = await create(cookies.admin, candidateFormBody({ skillsExternalIds: [unknownId] }));
    expect(skill.statusCode).toBe(400);
    expect(fieldPaths(skill)).toEqual(['skillsExternalIds']);
  });

  it('[CAND-FORM-05] a VENDOR in India stores expected rate and notice period; ADMIN input of them is not stored', async () => {
    const vendorBody = candidateFormBody({
      country: 'India',
      phone: '+91 98765 43210',
      assessmentVendor: { expectedRate: '45.5', noticePeriod: 'FOUR_WEEKS' },
    });
    const byVendor = await create(cookies.vendor, vendorBody);
    expect(byVendor.statusCode, byVendor.body).toBe(201);
    expect(byVendor.json().assessmentVendor).toEqual({ expectedRate: 45.5, noticePeriod: 'FOUR_WEEKS' });

    const byAdmin = await create(
      cookies.admin,
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
    const response = await create(
      cookies.vendor,
      candidateFormBody({ source: 'DIRECT_SEARCH', sourceName: 'Other' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [vendorRow] = await t.db
      .execute<{ name: string }>(sql`select name from vendors where id = ${t.vendor.vendorId}`)
      .then((r) => r.rows);
    expect(response.json()).toMatchObject({ source: 'VENDOR', sourceName: vendorRow?.name });
    const [row] = await t.db
      .select({ vendorId: candidates.vendorId })
      .from(candidates)
      .where(eq(candidates.externalId, response.json().externalId));
    expect(row?.vendorId).toBe(t.vendor.vendorId);
  });

  it('ADMIN entering a VENDOR candidate names a known vendor, which then sees the candidate', async () => {
    const vendorName = (
      await t.db.execute<{ name: string }>(sql`select name from vendors where id = ${t.vendor.vendorId}`)
    ).rows[0]?.name;
    const unknown = await create(
      cookies.admin,
      candidateFormBody({ source: 'VENDOR', sourceName: 'Nobody Ltd' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldPaths(unknown)).toEqual(['sourceName']);
    const response = await create(
      cookies.admin,
      candidateFormBody({ source: 'VENDOR', sourceName: vendorName }),
    );
    expect(response.statusCode).toBe(201);
    const seen = await t.inject({
      method: 'GET',
      url: `/api/candidates/${response.json().externalId}`,
      headers: { cookie: cookies.vendor },
    });
    expect(seen.statusCode).toBe(200);
  });
});
