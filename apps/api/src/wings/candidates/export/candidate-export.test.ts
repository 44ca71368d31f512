import { request as httpRequest, type IncomingMessage } from 'node:http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  attachCandidate,
  insertCandidate,
  insertVacancy,
  seedCandidateReference,
} from '../../../test/fixtures.js';
import { exportTooLargeMessage, startCandidateExport } from './candidate-export.service.js';

let t: TestApp;
let admin: string;
let vendor: string;
const BULK_SOURCE = 'Bulk Export Co';
// Enough rows for a streamed workbook and a PDF of many pages; the limit test injects a lower limit.
const BULK_ROWS = 2_500;

/** Many candidates in a few multi-row inserts (the fixture's one-by-one insert is too slow for thousands). */
async function insertMany(n: number, sourceName: string, linkedinUrl: string | null = null) {
  const created = new Date('2025-04-09T10:00:00Z');
  for (let start = 0; start < n; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - start) }, (_, k) => {
      const i = start + k;
      return {
        firstName: 'Bulk',
        lastName: `Person ${String(i).padStart(5, '0')}`,
        fullName: `Bulk Person ${String(i).padStart(5, '0')}`,
        email: `bulk-${sourceName.replace(/\W/g, '')}-${i}@example.test`,
        country: i % 2 === 0 ? 'USA' : 'Germany',
        state: i % 2 === 0 ? 'California' : null,
        city: i % 2 === 0 ? 'San Diego' : 'Berlin',
        yearsOfExperience: 'THREE_TO_FIVE',
        educationalQualification: 'Bachelor Degree',
        source: 'EXTERNAL' as const,
        sourceName,
        backgroundStatus: 'BGC_IN_PROGRESS' as const,
        linkedinUrl,
        createdAt: created,
      };
    });
    await t.db.insert(candidates).values(rows);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
  admin = await t.sessionCookie(t.admin);
  vendor = await t.sessionCookie(t.vendor);
  await insertMany(BULK_ROWS, BULK_SOURCE);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const exportFile = (cookie: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/candidates/export', headers: { cookie }, payload });

describe('export body', () => {
  it('an unknown format is a 400 naming format; ids and filters together are refused', async () => {
    const badFormat = await exportFile(admin, { format: 'docx', filters: {} });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().fields.map((f: { path: string }) => f.path)).toContain('format');
    const both = await exportFile(admin, { format: 'xlsx', filters: {}, candidateExternalIds: [] });
    expect(both.statusCode).toBe(400);
  });
});

describe('xlsx export', () => {
  it('[ENUM-15] thousands of rows stream as a real workbook: header, frozen row, labels and dates', async () => {
    const response = await exportFile(admin, {
      format: 'xlsx',
      filters: { sourceNames: [BULK_SOURCE] },
      sort: { column: 'fullName', order: 'asc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="candidates-\d{8}-\d{4}\.xlsx"$/,
    );
    expect(response.headers['x-export-rows']).toBe(String(BULK_ROWS));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Candidates');
    expect(sheet?.rowCount).toBe(BULK_ROWS + 1);
    const header = sheet?.getRow(1);
    expect(header?.getCell(1).value).toBe('Full name');
    expect(header?.getCell(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const headers = (header?.values as unknown[]).slice(1);
    const col = (name: string) => headers.indexOf(name) + 1;
    const first = sheet?.getRow(2);
    expect(first?.getCell(col('Full name')).value).toBe('Bulk Person 00000');
    expect(first?.getCell(col('Source')).value).toBe('External');
    expect(first?.getCell(col('Status')).value).toBe('Not Assigned');
    expect(first?.getCell(col('Background check')).value).toBe('BGC In Progress');
    // A German candidate's background check reads 'Not Active' (ENUM-08).
    expect(sheet?.getRow(3).getCell(col('Background check')).value).toBe('Not Active');
    const created = first?.getCell(col('Created'));
    expect(created?.value).toBeInstanceOf(Date);
    expect((created?.value as Date).toISOString()).toBe('2025-04-09T10:00:00.000Z');
    expect(created?.numFmt).toBe('dd-mm-yyyy');
    expect(sheet?.getRow(BULK_ROWS + 1).getCell(col('Full name')).value).toBe(
      `Bulk Person ${String(BULK_ROWS - 1).padStart(5, '0')}`,
    );
  }, 120_000);

  it('a selection exports exactly the selected candidates, with skills and pipeline status', async () => {
    const refs = await seedCandidateReference(t.db);
    const c = await insertCandidate(t.db, {
      firstName: 'Selma',
      skills: [{ skillId: refs.skills.react.id }, { skillId: refs.skills.java.id, primary: false }],
    });
    await attachCandidate(t.db, c.id, (await insertVacancy(t.db)).id, { status: 'SHORTLISTED' });
    const response = await exportFile(admin, { format: 'xlsx', candidateExternalIds: [c.externalId] });
    expect(response.headers['x-export-rows']).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Candidates');
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const row = sheet?.getRow(2);
    expect(sheet?.rowCount).toBe(2);
    expect(row?.getCell(headers.indexOf('Full name') + 1).value).toBe(c.fullName);
    expect(row?.getCell(headers.indexOf('Status') + 1).value).toBe('Shortlisted');
    expect(row?.getCell(headers.indexOf('Skills') + 1).value).toBe('React, Java');
    // Audit log (issue 24): who took which candidates' data out is an event.
    const { rows: events } = await t.database.pool.query<{ actor_user_id: number; changes: unknown }>(
      `select actor_user_id, changes from audit_events where action = 'export.downloaded' order by id desc limit 1`,
    );
    expect(events[0]?.actor_user_id).toBe(t.admin.id);
    expect(events[0]?.changes).toEqual([
      { field: 'format', old: null, new: 'xlsx' },
      { field: 'rows', old: null, new: 1 },
      { field: 'selection', old: null, new: [c.externalId] },
    ]);
  });
});

/** The full names of an xlsx export, in file order. */
async function exportedNames(payload: Record<string, unknown>): Promise<string[]> {
  const response = await exportFile(admin, { format: 'xlsx', ...payload });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const names: string[] = [];
  workbook.getWorksheet('Candidates')?.eachRow((row, n) => {
    if (n > 1) names.push(String(row.getCell(1).value));
  });
  return names;
}

/** The full names of the list's first page for the same filter and sort. */
async function listedNames(query: string): Promise<string[]> {
  const response = await t.inject({
    method: 'GET',
    url: `/api/candidates?size=100&${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json().content.map((c: { fullName: string }) => c.fullName);
}

describe('export order', () => {
  const SOURCE = 'Order Check Ltd';
  beforeAll(async () => {
    const names = ['Mara Quill', 'Abel Zorn', 'Xena Ames', 'Carl Boyd', 'Lena Drum'];
    for (const [i, name] of names.entries()) {
      const [firstName = '', lastName = ''] = name.split(' ');
      await insertCandidate(t.db, {
        firstName,
        lastName,
        sourceName: SOURCE,
        source: 'EXTERNAL',
        createdAt: new Date(Date.UTC(2025, 0, 10 + ((i * 3) % 5))),
      });
    }
  });

  it('[LIST-02] the file follows the sort of the list it was exported from', async () => {
    for (const sort of [
      { column: 'fullName', order: 'asc' },
      { column: 'fullName', order: 'desc' },
      { column: 'createdAt', order: 'asc' },
    ]) {
      const exported = await exportedNames({ filters: { sourceNames: [SOURCE] }, sort });
      expect(exported).toEqual(
        await listedNames(
          `sourceNames=${encodeURIComponent(SOURCE)}&column=${sort.column}&order=${sort.order}`,
        ),
      );
    }
    expect(
      await exportedNames({ filters: { sourceNames: [SOURCE] }, sort: { column: 'fullName', order: 'asc' } }),
    ).toEqual(['Abel Zorn', 'Carl Boyd', 'Lena Drum', 'Mara Quill', 'Xena Ames']);
  });

  it('the search of the list narrows the file as it narrows the list; a search too long is a 400 naming it', async () => {
    const filters = { sourceNames: [SOURCE] };
    const exported = await exportedNames({
      filters,
      search: 'ar',
      sort: { column: 'fullName', order: 'asc' },
    });
    expect(exported).toEqual(['Carl Boyd', 'Mara Quill']);
    expect(exported).toEqual(
      await listedNames(`sourceNames=${encodeURIComponent(SOURCE)}&search=ar&column=fullName&order=asc`),
    );
    const tooLong = await exportFile(admin, { format: 'xlsx', filters, search: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('search');
  });

  it('[LIST-02] without a sort the file has the list default order, newest first; a selection too', async () => {
    const defaultOrder = await listedNames(`sourceNames=${encodeURIComponent(SOURCE)}`);
    expect(await exportedNames({ filters: { sourceNames: [SOURCE] } })).toEqual(defaultOrder);
    const list = await t.inject({
      method: 'GET',
      url: `/api/candidates?size=100&sourceNames=${encodeURIComponent(SOURCE)}`,
      headers: { cookie: admin },
    });
    const ids = list.json().content.map((c: { externalId: string }) => c.externalId);
    const byName = await exportedNames({
      candidateExternalIds: ids,
      sort: { column: 'fullName', order: 'desc' },
    });
    expect(byName).toEqual([...defaultOrder].sort().reverse());
  });

  it('a sort on a column the list cannot sort by is a 400 naming it', async () => {
    const response = await exportFile(admin, {
      format: 'xlsx',
      filters: {},
      sort: { column: 'email', order: 'asc' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().fields)).toContain('sort');
  });
});

describe('a download that is not read', () => {
  it('holds no connection: other requests are answered while the export waits for its reader', async () => {
    // 10,000 rows of about 1.5 KB: 15 MB, far more than the socket buffers hold, so the export stalls.
    const source = 'Slow Reader Inc';
    await insertMany(10_000, source, `https://www.linkedin.com/in/${'x'.repeat(1500)}`);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = (url: string, body: unknown) =>
      fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The download through node:http, so that going away really closes its socket, as a browser that
    // cancels a download does (fetch's abort leaves the socket to the pool, and the server's close would
    // wait out the keep-alive timeout for it).
    const download = httpRequest(`${origin}/api/candidates/export`, {
      method: 'POST',
      agent: false,
      // Uncompressed, so that the 15 MB really fill the buffers (repeated 'x' would gzip to a few KB).
      headers: { cookie: admin, 'content-type': 'application/json', 'accept-encoding': 'identity' },
    });
    download.end(JSON.stringify({ format: 'linkedin', filters: { sourceNames: [source] } }));
    const exportResponse = await new Promise<IncomingMessage>((resolve) => download.on('response', resolve));
    exportResponse.pause();
    expect(exportResponse.statusCode).toBe(200);
    expect(exportResponse.headers['x-export-rows']).toBe('10000');
    // Nobody reads the body. A read and a write still get through (a stall would hit the timeout).
    const list = await fetch(`${origin}/api/candidates?size=5`, {
      headers: { cookie: admin },
      signal: AbortSignal.timeout(20_000),
    });
    expect(list.status).toBe(200);
    const again = await post('/api/candidates/export', { format: 'xlsx', candidateExternalIds: [] });
    expect(again.status).toBe(400);
    // The reader goes away: the server drops that connection (the export stops) and goes on answering.
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      );
    const open = await connections();
    download.destroy();
    await expect.poll(connections).toBe(open - 1);
    const after = await fetch(`${origin}/api/candidates?size=5`, { headers: { cookie: admin } });
    expect(after.status).toBe(200);
  }, 120_000);
});

describe('pdf export', () => {
  it('[ENUM-15] a readable landscape document with several pages', async () => {
    const response = await exportFile(admin, {
      format: 'pdf',
      filters: { sourceNames: [BULK_SOURCE], countries: ['USA'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="candidates-\d{8}-\d{4}\.pdf"$/);
    expect(response.headers['x-export-rows']).toBe(String(BULK_ROWS / 2));
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
    // BULK_ROWS / 2 rows at about 30 per landscape page.
    expect(pages.length).toBeGreaterThan(BULK_ROWS / 2 / 30 - 1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  }, 120_000);

  it('an export that matches nothing is still a valid one-page document', async () => {
    const response = await exportFile(admin, { format: 'pdf', filters: { sourceNames: ['Nobody at all'] } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-rows']).toBe('0');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});

describe('linkedin export', () => {
  it('[ENUM-15] CSV of full name and LinkedIn URL, only candidates with a URL, formula cells guarded', async () => {
    const source = 'Linkedin Test Co';
    const ann = await insertCandidate(t.db, {
      firstName: 'Ann',
      lastName: 'Lee',
      fullName: 'Lee, Ann',
      sourceName: source,
      linkedinUrl: 'https://www.linkedin.com/in/ann-lee',
    });
    await insertCandidate(t.db, {
      firstName: 'Eve',
      lastName: 'Hack',
      fullName: '=HYPERLINK("http://evil.test","x")',
      sourceName: source,
      linkedinUrl: 'https://www.linkedin.com/in/eve',
    });
    await insertCandidate(t.db, { sourceName: source, linkedinUrl: null });
    const response = await exportFile(admin, {
      format: 'linkedin',
      filters: { sourceNames: [source] },
      sort: { column: 'createdAt', order: 'asc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="candidates-\d{8}-\d{4}\.csv"$/);
    expect(response.headers['x-export-rows']).toBe('2');
    expect(response.body).toBe(
      '\uFEFFFull name,LinkedIn URL\r\n' +
        `"Lee, Ann",https://www.linkedin.com/in/ann-lee\r\n` +
        `"'=HYPERLINK(""http://evil.test"",""x"")",https://www.linkedin.com/in/eve\r\n`,
    );
    expect(ann.fullName).toBe('Lee, Ann');
  });
});

describe('export requests', () => {
  it('a selection with an unknown id is 404', async () => {
    const c = await insertCandidate(t.db);
    const response = await exportFile(admin, {
      format: 'xlsx',
      candidateExternalIds: [c.externalId, crypto.randomUUID()],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notFound);
  });

  it('an unknown format, an empty selection or both selection and filters are 400', async () => {
    const c = await insertCandidate(t.db);
    expect(
      (await exportFile(admin, { format: 'csv', candidateExternalIds: [c.externalId] })).statusCode,
    ).toBe(400);
    expect((await exportFile(admin, { format: 'xlsx', candidateExternalIds: [] })).statusCode).toBe(400);
    const both = { format: 'xlsx', candidateExternalIds: [c.externalId], filters: {} };
    expect((await exportFile(admin, both)).statusCode).toBe(400);
  });

  it('more rows than the limit is a 400 naming the filters, before any file is made', async () => {
    const actor: Actor = {
      userId: t.admin.id,
      externalId: t.admin.externalId,
      role: 'ADMIN',
      vendorId: null,
      vendorExternalId: null,
      businessGroupId: null,
    };
    const body = { format: 'xlsx' as const, filters: { ...emptyFilters(), sourceNames: [BULK_SOURCE] } };
    const audit = { actor, requestId: null, clientAddress: null };
    const error = await startCandidateExport(t.db, audit, body, { maxRows: BULK_ROWS - 1 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 400,
      message: exportTooLargeMessage(BULK_ROWS, BULK_ROWS - 1),
      fields: [{ path: 'filters', message: exportTooLargeMessage(BULK_ROWS, BULK_ROWS - 1) }],
    });
  });
});

describe('VENDOR scoping of exports', () => {
  it("a selection holding another vendor's candidate is 404", async () => {
    const other = await t.createVendor();
    const theirs = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: other.name,
    });
    const mine = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: t.vendor.vendorId,
      sourceName: 'Own vendor',
    });
    const response = await exportFile(vendor, {
      format: 'xlsx',
      candidateExternalIds: [mine.externalId, theirs.externalId],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notFound);
    const own = await exportFile(vendor, { format: 'xlsx', candidateExternalIds: [mine.externalId] });
    expect(own.statusCode).toBe(200);
  });

  it("a VENDOR's file shows the status among the vacancies it sees, never one of a hidden vacancy", async () => {
    const mine = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: t.vendor.vendorId,
      sourceName: 'Own vendor',
    });
    const shared = await insertVacancy(t.db, { sharedWithVendorIds: [t.vendor.vendorId ?? 0] });
    const hidden = await insertVacancy(t.db);
    await attachCandidate(t.db, mine.id, shared.id, { status: 'SHORTLISTED' });
    // The latest assignment, to a vacancy the vendor does not see, sets the stored status.
    await attachCandidate(t.db, mine.id, hidden.id, { status: 'OFFER_ACCEPTED' });
    const statusIn = async (cookie: string) => {
      const response = await exportFile(cookie, { format: 'xlsx', candidateExternalIds: [mine.externalId] });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Candidates');
      const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
      return sheet?.getRow(2).getCell(headers.indexOf('Status') + 1).value;
    };
    expect(await statusIn(vendor)).toBe('Shortlisted');
    expect(await statusIn(admin)).toBe('Offer Accepted');
  });

  it('filters are ANDed with the vendor scope: only its own candidates, whatever the filters say', async () => {
    const other = await t.createVendor();
    await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: other.name,
      linkedinUrl: 'https://www.linkedin.com/in/theirs',
    });
    const mine = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: t.vendor.vendorId,
      sourceName: 'Own vendor',
      linkedinUrl: 'https://www.linkedin.com/in/mine',
    });
    const response = await exportFile(vendor, {
      format: 'linkedin',
      filters: { sources: ['VENDOR', 'EXTERNAL'], sourceNames: [other.name, 'Own vendor', BULK_SOURCE] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-rows']).toBe('1');
    expect(response.body).toContain(mine.fullName);
    expect(response.body).not.toContain('theirs');
  });
});

function emptyFilters() {
  return {
    names: [],
    countries: [],
    states: [],
    cities: [],
    sources: [],
    sourceNames: [],
    yearsOfExperience: [],
    educationalQualifications: [],
    languageExternalIds: [],
    skillExternalIds: [],
    statuses: [],
    assessmentStatuses: [],
    backgroundStatuses: [],
    preScreeningStatuses: [],
    testStatuses: [],
  };
}
