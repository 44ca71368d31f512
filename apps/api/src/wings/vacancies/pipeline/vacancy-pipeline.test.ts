import { describe, expect, it } from 'vitest';
import {
  canExportToGlo,
  CANDIDATE_MESSAGES,
  rowActions,
  vacancyPipelineResponseSchema,
  type VacancyPipelineRow,
} from '@talent-desk/shared';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

const pipelineOf = async (vacancyId: string, query = '', who: 'admin' | 'tag' | 'vendor' = 'tag') => {
  const response = await h.get(who, `/api/vacancies/${vacancyId}/candidates${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return vacancyPipelineResponseSchema.parse(response.json());
};
const names = (rows: VacancyPipelineRow[]) => rows.map((row) => row.fullName);

describe('GET /api/vacancies/{id}/candidates (the #candidates tab)', () => {
  it('[VAC-02] each row: the candidate (name, e-mail, place, source) and its status on this vacancy, newest attachment first', async () => {
    const vacancy = await insertVacancy(h.t.db, { publishToExternalApp: true });
    const older = await insertCandidate(h.t.db, {
      firstName: 'Olga',
      lastName: 'Older',
      country: 'USA',
      state: 'California',
      city: 'Fresno',
    });
    const newer = await insertCandidate(h.t.db, {
      firstName: 'Nina',
      lastName: 'Newer',
      source: 'VENDOR',
      vendorId: h.vendors.own.id,
      sourceName: 'Acme',
    });
    await attachCandidate(h.t.db, older.id, vacancy.id, {
      status: 'SHORTLISTED',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await attachCandidate(h.t.db, newer.id, vacancy.id, { createdAt: new Date('2026-02-01T00:00:00Z') });
    const page = await pipelineOf(vacancy.externalId);
    expect(page.totalElements).toBe(2);
    expect(names(page.content)).toEqual(['Nina Newer', 'Olga Older']);
    expect(page.content[1]).toMatchObject({
      candidateExternalId: older.externalId,
      email: older.email,
      country: 'USA',
      state: 'California',
      city: 'Fresno',
      source: 'DIRECT_SEARCH',
      sourceName: null,
      status: 'SHORTLISTED',
      attachedAt: '2026-01-01T00:00:00.000Z',
      publishToExternalApp: true,
      gloAssignmentId: null,
    });
    expect(page.content[0]).toMatchObject({ source: 'VENDOR', sourceName: 'Acme', status: 'PENDING' });
  });

  it('[CAND-STATUS-27] the row feeds the shared row menu: an India-group candidate without a PASSED pre-screening cannot be shortlisted', async () => {
    const india = await insertVacancy(h.t.db, { businessGroupId: h.ref.businessGroups.india.id });
    const candidate = await insertCandidate(h.t.db, { preScreeningStatus: 'SENT' });
    await attachCandidate(h.t.db, candidate.id, india.id);
    const [row] = (await pipelineOf(india.externalId)).content;
    expect(row).toMatchObject({ inIndiaGroup: true, preScreeningStatus: 'SENT', status: 'PENDING' });
    if (!row) throw new Error('no row');
    const context = { ...row, inIndiaGroup: row.inIndiaGroup === true };
    const shortlist = rowActions(context, row.status).find((action) => action.target === 'SHORTLISTED');
    expect(shortlist).toMatchObject({ disabled: true, reason: CANDIDATE_MESSAGES.preScreeningNotPassed });
    // The API agrees with the menu: the same step is refused with the same reason.
    const refused = await h.send(
      'tag',
      'PUT',
      `/api/candidates/${candidate.externalId}/vacancies/${india.externalId}/status`,
      { status: 'SHORTLISTED' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CANDIDATE_MESSAGES.preScreeningNotPassed);
  });

  it('[CAND-STATUS-31] the row feeds canExportToGlo: shortlisted on a published vacancy, not yet exported', async () => {
    const published = await insertVacancy(h.t.db, { publishToExternalApp: true });
    const candidate = await insertCandidate(h.t.db);
    const exported = await insertCandidate(h.t.db, { gloCandidateId: 'GLO-C-1' });
    await attachCandidate(h.t.db, candidate.id, published.id, { status: 'SHORTLISTED' });
    await attachCandidate(h.t.db, exported.id, published.id, {
      status: 'SHORTLISTED',
      gloAssignmentId: 'GLO-A-1',
    });
    const rows = (await pipelineOf(published.externalId, 'column=fullName&order=asc')).content;
    const rowOf = (id: string) => {
      const row = rows.find((r) => r.candidateExternalId === id);
      if (!row) throw new Error(`no row for ${id}`);
      return row;
    };
    expect(canExportToGlo(rowOf(candidate.externalId))).toBe(true);
    expect(rowOf(exported.externalId)).toMatchObject({
      gloCandidateId: 'GLO-C-1',
      gloAssignmentId: 'GLO-A-1',
    });
    expect(canExportToGlo(rowOf(exported.externalId))).toBe(false);
  });

  it('a status changed through the candidate API shows at once, with its time', async () => {
    const vacancy = await insertVacancy(h.t.db);
    const candidate = await insertCandidate(h.t.db);
    await attachCandidate(h.t.db, candidate.id, vacancy.id, { updatedAt: new Date('2026-01-01T00:00:00Z') });
    const changed = await h.send(
      'admin',
      'PUT',
      `/api/candidates/${candidate.externalId}/vacancies/${vacancy.externalId}/status`,
      { status: 'SHORTLISTED' },
    );
    expect(changed.statusCode).toBe(200);
    const [row] = (await pipelineOf(vacancy.externalId)).content;
    expect(row?.status).toBe('SHORTLISTED');
    expect(row && row.updatedAt > '2026-01-01T00:00:00.000Z').toBe(true);
  });

  it('[LIST-05] filters by status and by part of the name or e-mail; sorts by name and status; pages are clamped', async () => {
    const vacancy = await insertVacancy(h.t.db);
    const people = [
      ['Ana', 'Zeta', 'PENDING'],
      ['Ben', 'Young', 'REJECTED'],
      ['Cleo', 'Xu', 'PENDING'],
      ['Dev', 'Walker', 'OFFER_ACCEPTED'],
    ] as const;
    for (const [firstName, lastName, status] of people) {
      const candidate = await insertCandidate(h.t.db, { firstName, lastName });
      await attachCandidate(h.t.db, candidate.id, vacancy.id, { status });
    }
    const id = vacancy.externalId;
    expect(names((await pipelineOf(id, 'statuses=PENDING&column=fullName&order=asc')).content)).toEqual([
      'Ana Zeta',
      'Cleo Xu',
    ]);
    expect(names((await pipelineOf(id, 'statuses=PENDING,REJECTED&search=you')).content)).toEqual([
      'Ben Young',
    ]);
    expect(names((await pipelineOf(id, 'column=fullName&order=desc')).content)).toEqual([
      'Dev Walker',
      'Cleo Xu',
      'Ben Young',
      'Ana Zeta',
    ]);
    // Statuses sort in pipeline order: Pending, ..., Offer Accepted, ..., Rejected.
    const byStatus = (await pipelineOf(id, 'column=status&order=asc&size=5')).content.map((r) => r.status);
    expect(byStatus).toEqual(['PENDING', 'PENDING', 'OFFER_ACCEPTED', 'REJECTED']);
    const email = (await pipelineOf(id, 'column=fullName&order=asc')).content[0]?.email ?? '';
    expect(
      names((await pipelineOf(id, `search=${encodeURIComponent(email.slice(0, 18).toUpperCase())}`)).content),
    ).toEqual(['Ana Zeta']);
    const past = await pipelineOf(id, 'size=5&page=40');
    expect(past.pageable.pageNumber).toBe(1);
    expect(past.content).toHaveLength(4);
  });

  it('bad queries are a 400 naming the field; an unknown vacancy is 404', async () => {
    const vacancy = await insertVacancy(h.t.db);
    for (const [query, field] of [
      ['statuses=NOT_ASSIGNED', 'statuses'],
      ['column=email', 'column'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const response = await h.get('tag', `/api/vacancies/${vacancy.externalId}/candidates?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields[0].path).toMatch(new RegExp(`^${field}`));
    }
    const unknown = await h.get('tag', '/api/vacancies/00000000-0000-4000-8000-000000000000/candidates');
    expect(unknown.statusCode).toBe(404);
  });
});
