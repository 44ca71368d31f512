import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { vacancyExportBodySchema } from '@talent-desk/shared';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';
import { startVacancyExport } from './vacancy-export.service.js';

const h = useVacancyHarness();

const exportFile = (payload: unknown, who: 'admin' | 'tag' | 'vendor' = 'tag') =>
  h.send(who, 'POST', '/api/vacancies/export', payload);

async function sheetOf(payload: unknown) {
  const response = await exportFile(payload);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Vacancies');
  if (!sheet) throw new Error('no Vacancies sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((line, n) => {
    if (n > 1) rows.push(Object.fromEntries(headers.map((name, i) => [name, line.getCell(i + 1).value])));
  });
  return { response, sheet, headers, rows };
}

describe('POST /api/vacancies/export', () => {
  it('[VAC-04] an xlsx of the list: every column of the row with screen labels, the fields, real dates', async () => {
    const tag = `Exported ${Date.now()}`;
    const vacancy = await insertVacancy(h.t.db, {
      title: `${tag} A`,
      status: 'CLOSED_PERSON_JOINED',
      type: 'INTERNAL',
      publishToExternalApp: true,
      projectName: 'Orion',
      hiringManager: 'Dana Holt',
      workingLocation: 'Berlin',
      openings: 3,
      businessGroupId: h.ref.businessGroups.europe.id,
      createdAt: new Date('2026-03-07T10:00:00Z'),
      sharedWithVendorIds: [h.vendors.own.id, h.vendors.other.id],
    });
    for (const status of ['PENDING', 'SHORTLISTED'] as const) {
      await attachCandidate(h.t.db, (await insertCandidate(h.t.db)).id, vacancy.id, { status });
    }
    const { response, sheet, headers, rows } = await sheetOf({ filters: { search: tag } });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vacancies-\d{8}-\d{4}\.xlsx"$/,
    );
    expect(response.headers['x-export-rows']).toBe('1');
    expect(headers).toEqual([
      'Title',
      'GLO-R id',
      'Status',
      'Type',
      'Published',
      'Business group',
      'Project',
      'Hiring manager',
      'Working location',
      'Openings',
      'Vendors',
      'Candidates',
      'New candidates',
      'Created',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rows).toEqual([
      {
        Title: `${tag} A`,
        'GLO-R id': vacancy.gloVacancyId,
        Status: 'Closed - Person Joined',
        Type: 'Internal',
        Published: 'Yes',
        'Business group': 'Europe',
        Project: 'Orion',
        'Hiring manager': 'Dana Holt',
        'Working location': 'Berlin',
        Openings: 3,
        Vendors: 2,
        Candidates: 2,
        'New candidates': 1,
        Created: new Date('2026-03-07T10:00:00Z'),
      },
    ]);
  });

  it('[LIST-05] the same filters and order as the list: the file lists what the list shows, in its order', async () => {
    const tag = `Ordered ${Date.now()}`;
    for (const [title, status] of [
      ['Delta', 'OPEN'],
      ['alpha', 'OPEN'],
      ['Charlie', 'CLOSED'],
      ['bravo', 'ON_HOLD'],
    ] as const) {
      await insertVacancy(h.t.db, { title: `${tag} ${title}`, status });
    }
    const filters = { search: tag, statuses: ['OPEN', 'ON_HOLD'] };
    const list = (
      await h.get(
        'tag',
        `/api/vacancies?search=${encodeURIComponent(tag)}&statuses=OPEN,ON_HOLD&column=title&order=desc`,
      )
    )
      .json()
      .content.map((r: { title: string }) => r.title);
    const { rows } = await sheetOf({ filters, sort: { column: 'title', order: 'desc' } });
    expect(rows.map((r) => r.Title)).toEqual(list);
    expect(list).toEqual([`${tag} Delta`, `${tag} bravo`, `${tag} alpha`]);
  });

  it('text that looks like a formula is written as text, never as a formula', async () => {
    const tag = `Formula${Date.now()}`;
    await insertVacancy(h.t.db, { title: `=HYPERLINK("http://evil.example","${tag}")` });
    const { sheet } = await sheetOf({ filters: { search: tag } });
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`=HYPERLINK("http://evil.example","${tag}")`);
  });

  it('[LIST-20] a bad body is a 400 naming the field; an empty body exports everything in the default order', async () => {
    const reversed = await exportFile({ filters: { createdFrom: '2026-02-01', createdTo: '2026-01-01' } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual([expect.objectContaining({ path: 'filters.createdTo' })]);
    const unknown = await exportFile({ filters: { colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    const badSort = await exportFile({ sort: { column: 'salary', order: 'asc' } });
    expect(badSort.json().fields[0].path).toBe('sort.column');
    const all = await exportFile({});
    expect(all.statusCode).toBe(200);
    const listed = (await h.get('tag', '/api/vacancies?size=5')).json().totalElements;
    expect(all.headers['x-export-rows']).toBe(String(listed));
  });

  it('more rows than an export allows is a 400 saying how many match, naming filters', async () => {
    await insertVacancy(h.t.db);
    await insertVacancy(h.t.db);
    const actor = {
      userId: h.t.tag.id,
      externalId: h.t.tag.externalId,
      role: 'TAG' as const,
      vendorId: null,
      vendorExternalId: null,
      businessGroupId: null,
    };
    const audit = { actor, requestId: null, clientAddress: null };
    const error = await startVacancyExport(h.t.db, audit, vacancyExportBodySchema.parse({}), {
      maxRows: 1,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400, code: 'EXPORT_TOO_LARGE', fields: [{ path: 'filters' }] });
    expect(String((error as Error).message)).toMatch(
      /^An export is limited to 1 rows; these filters match \d+\./,
    );
  });
});
