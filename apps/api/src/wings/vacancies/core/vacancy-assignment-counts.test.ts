import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, candidateVacancies } from '../../../db/schema/index.js';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

/**
 * The per-vacancy counters (vacancy_assignment_counts, migration 0026) against a recount of the
 * assignments themselves, after every kind of write the triggers must follow.
 */
const h = useVacancyHarness();

type Tally = { vacancyId: number; vendorId: number | null; status: string; n: number };

async function tallies(vacancyIds: number[]): Promise<{ counters: Tally[]; recount: Tally[] }> {
  const ids = sql.join(
    vacancyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const counters = await h.t.db.execute<Tally>(sql`
    SELECT vacancy_id AS "vacancyId", vendor_id AS "vendorId", status::text, assignments AS n
    FROM vacancy_assignment_counts WHERE vacancy_id IN (${ids}) AND assignments <> 0
    ORDER BY 1, 2 NULLS FIRST, 3`);
  const recount = await h.t.db.execute<Tally>(sql`
    SELECT vacancy_id AS "vacancyId", vendor_id AS "vendorId", status::text, count(*)::int AS n
    FROM candidate_vacancies WHERE vacancy_id IN (${ids})
    GROUP BY 1, 2, 3 ORDER BY 1, 2 NULLS FIRST, 3`);
  return { counters: counters.rows, recount: recount.rows };
}

describe('vacancy counters follow the assignments', () => {
  it('[VAC-04] inserts of many rows, status changes, a vendor change, unassigning and deleting a candidate', async () => {
    const own = h.vendors.own.id;
    const one = await insertVacancy(h.t.db, { sharedWithVendorIds: [own] });
    const two = await insertVacancy(h.t.db);
    const staff = await insertCandidate(h.t.db);
    const vendor = await insertCandidate(h.t.db, { source: 'VENDOR', vendorId: own, sourceName: 'Own' });
    const leaving = await insertCandidate(h.t.db);
    await h.t.db.insert(candidateVacancies).values([
      { candidateId: staff.id, vacancyId: one.id },
      { candidateId: vendor.id, vacancyId: one.id },
      { candidateId: leaving.id, vacancyId: one.id },
      { candidateId: staff.id, vacancyId: two.id, status: 'SHORTLISTED' },
    ]);
    expect((await tallies([one.id, two.id])).counters).toEqual([
      { vacancyId: one.id, vendorId: null, status: 'PENDING', n: 2 },
      { vacancyId: one.id, vendorId: own, status: 'PENDING', n: 1 },
      { vacancyId: two.id, vendorId: null, status: 'SHORTLISTED', n: 1 },
    ]);

    const moved = await h.send(
      'tag',
      'PUT',
      `/api/candidates/${staff.externalId}/vacancies/${one.externalId}/status`,
      { status: 'SHORTLISTED' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await h.t.db.update(candidates).set({ vendorId: null }).where(eq(candidates.id, vendor.id));
    await h.t.db.delete(candidateVacancies).where(eq(candidateVacancies.vacancyId, two.id));
    await h.t.db.delete(candidates).where(eq(candidates.id, leaving.id));

    const { counters, recount } = await tallies([one.id, two.id]);
    expect(counters).toEqual(recount);
    expect(counters).toEqual([
      { vacancyId: one.id, vendorId: null, status: 'PENDING', n: 1 },
      { vacancyId: one.id, vendorId: null, status: 'SHORTLISTED', n: 1 },
    ]);
    // What the vacancy rows show is read from them.
    expect((await h.get('admin', `/api/vacancies/${one.externalId}`)).json()).toMatchObject({
      candidatesCount: 2,
      newCandidatesCount: 1,
    });
    expect((await h.get('admin', `/api/vacancies/${two.externalId}`)).json().candidatesCount).toBe(0);
  });

  it('recruiters moving candidates both ways on two vacancies at once over HTTP: every change lands, no deadlock, counters exact', async () => {
    const vacancies = [await insertVacancy(h.t.db), await insertVacancy(h.t.db)];
    const moves: { candidate: string; vacancy: string; to: 'PENDING' | 'SHORTLISTED' }[] = [];
    for (const vacancy of vacancies) {
      for (let i = 0; i < 12; i += 1) {
        const candidate = await insertCandidate(h.t.db);
        const from = i % 2 === 0 ? 'PENDING' : 'SHORTLISTED';
        await attachCandidate(h.t.db, candidate.id, vacancy.id, { status: from });
        moves.push({
          candidate: candidate.externalId,
          vacancy: vacancy.externalId,
          to: from === 'PENDING' ? 'SHORTLISTED' : 'PENDING',
        });
      }
    }
    const answers = await Promise.all(
      moves.map((move, i) =>
        h.http(
          i % 2 === 0 ? 'admin' : 'tag',
          'PUT',
          `/api/candidates/${move.candidate}/vacancies/${move.vacancy}/status`,
          { status: move.to },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(moves.map(() => 200));
    const ids = vacancies.map((v) => v.id);
    const { counters, recount } = await tallies(ids);
    expect(counters).toEqual(recount);
    expect(counters.map((t) => t.n)).toEqual([6, 6, 6, 6]);
    const statuses = await h.t.db
      .select({ status: candidateVacancies.status })
      .from(candidateVacancies)
      .where(inArray(candidateVacancies.vacancyId, ids));
    expect(statuses.filter((s) => s.status === 'SHORTLISTED')).toHaveLength(12);
  });
});
