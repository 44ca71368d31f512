import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careersIndexBusyMessage } from '@talent-desk/shared';
import { insertVacancy } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { CAREERS_INDEX_LIMITS } from './careers-index.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type IndexPage = {
  content: Record<string, unknown>[];
  totalElements: number;
  pageable: { pageNumber: number };
};
const list = (query = '') => t.inject({ method: 'GET', url: `/api/public/vacancies${query}` });
const titles = (page: IndexPage) => page.content.map((row) => row.title);
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

describe('GET /api/public/vacancies (the careers index, no session)', () => {
  it('lists only published OPEN vacancies, newest first, with public fields only', async () => {
    const listed = await insertVacancy(t.db, {
      title: 'Platform Engineer',
      status: 'OPEN',
      publishToExternalApp: true,
      workingLocation: 'Porto, hybrid',
      type: 'EXTERNAL',
      hiringManager: 'Private Hiring-Manager',
      projectName: 'Internal Project Falcon',
      createdAt: day('2026-03-02'),
    });
    await insertVacancy(t.db, {
      title: 'Data Analyst',
      status: 'OPEN',
      publishToExternalApp: true,
      createdAt: day('2026-03-05'),
    });
    await insertVacancy(t.db, { title: 'Unpublished Role', status: 'OPEN', publishToExternalApp: false });
    await insertVacancy(t.db, { title: 'Paused Role', status: 'ON_HOLD', publishToExternalApp: true });
    await insertVacancy(t.db, { title: 'Closed Role', status: 'CLOSED', publishToExternalApp: true });

    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as IndexPage;
    expect(titles(page)).toEqual(['Data Analyst', 'Platform Engineer']);
    expect(page.totalElements).toBe(2);
    expect(page.content[1]).toEqual({
      externalId: listed.externalId,
      title: 'Platform Engineer',
      workingLocation: 'Porto, hybrid',
      type: 'EXTERNAL',
      createdAt: '2026-03-02T09:00:00.000Z',
    });
    for (const secret of [
      'Private Hiring-Manager',
      'Internal Project Falcon',
      listed.gloVacancyId ?? '?',
      '"id"',
      'status',
    ])
      expect(response.body).not.toContain(secret);
  });

  it('searches the title or the location, case-insensitively, and pages', async () => {
    expect(titles((await list('?search=PORTO')).json())).toEqual(['Platform Engineer']);
    expect(titles((await list('?search=analyst')).json())).toEqual(['Data Analyst']);
    expect(titles((await list('?search=closed')).json())).toEqual([]);
    const second = (await list('?size=5&page=2')).json() as IndexPage;
    // A page past the end answers the last page, as every list.
    expect(second.pageable.pageNumber).toBe(1);
    expect(titles(second)).toEqual(['Data Analyst', 'Platform Engineer']);
  });

  it('a search longer than 100 characters is a 400 naming search', async () => {
    const response = await list(`?search=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('search');
  });

  it('is limited per client address: past the limit a 429 with Retry-After', async () => {
    const [limit] = CAREERS_INDEX_LIMITS;
    let refused = await list();
    for (let i = 0; i <= limit.max && refused.statusCode === 200; i += 1) refused = await list();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json().message).toBe(careersIndexBusyMessage(retryAfter));
  });
});
