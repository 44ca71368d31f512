import { describe, expect, it } from 'vitest';
import { withEvents } from '../../../test/audit-events.js';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

describe('audit log: vacancy and GLO-R exports (issue 24)', () => {
  it('the vacancy list exported writes one export.downloaded event saying how many vacancies', async () => {
    await insertVacancy(h.t.db);
    const { result, events } = await withEvents(h.t.database, () =>
      h.send('tag', 'POST', '/api/vacancies/export', {}),
    );
    expect(result.statusCode).toBe(200);
    const rows = Number(result.headers['x-export-rows']);
    expect(events).toMatchObject([
      {
        action: 'export.downloaded',
        actor_user_id: h.t.tag.id,
        target_type: 'vacancy',
        target_label: `${rows} vacancies (xlsx)`,
      },
    ]);
    expect(events[0]?.changes).toContainEqual({ field: 'rows', old: null, new: rows });
  });

  it('a candidate exported to GLO-R writes one export.downloaded event about them; a refused export none', async () => {
    const vacancy = await insertVacancy(h.t.db, { publishToExternalApp: true });
    const candidate = await insertCandidate(h.t.db);
    await attachCandidate(h.t.db, candidate.id, vacancy.id, { status: 'SHORTLISTED' });
    const body = { candidateExternalId: candidate.externalId, vacancyExternalId: vacancy.externalId };
    const exported = await withEvents(h.t.database, () => h.send('admin', 'POST', '/api/glo-r/export', body));
    expect(exported.result.statusCode).toBe(200);
    expect(exported.events).toMatchObject([
      {
        action: 'export.downloaded',
        actor_user_id: h.t.admin.id,
        target_type: 'candidate',
        target_id: candidate.externalId,
        candidate_id: candidate.id,
      },
    ]);
    expect(exported.events[0]?.changes).toContainEqual({ field: 'destination', old: null, new: 'GLO-R' });
    // Exported already (409): nothing more.
    const again = await withEvents(h.t.database, () => h.send('admin', 'POST', '/api/glo-r/export', body));
    expect(again.result.statusCode).toBe(409);
    expect(again.events).toEqual([]);
  });
});
