import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  candidates,
  candidateStatusHistory,
  candidateVacancies,
  careersApplications,
  loginThrottle,
} from '../../../db/schema/index.js';
import { attachCandidate, insertCandidate } from '../../../test/fixtures.js';
import { openApplyHarness, type ApplyHarness } from '../testing/apply-harness.js';

let h: ApplyHarness;
beforeAll(async () => {
  h = await openApplyHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.t.db.delete(loginThrottle);
});

/** Everything of a candidate an anonymous application could have changed. */
async function snapshot(candidateId: number) {
  const [row] = await h.t.db.select().from(candidates).where(eq(candidates.id, candidateId));
  return {
    row,
    resume: await h.resumeOf(candidateId),
    assignments: await h.t.db
      .select()
      .from(candidateVacancies)
      .where(eq(candidateVacancies.candidateId, candidateId)),
    history: await h.t.db
      .select()
      .from(candidateStatusHistory)
      .where(eq(candidateStatusHistory.candidateId, candidateId)),
  };
}

describe('issue 20, item 3: an anonymous application never changes an existing candidate', () => {
  it('a stranger applies over real HTTP with a known candidate’s e-mail, then with its phone: answers, resume, status, assignments and profile stay exactly as they were; both applications are kept apart', async () => {
    const vacancy = await h.publishedVacancy();
    const elsewhere = await h.publishedVacancy();
    // The victim: answered the five questions, no resume on file, Shortlisted on another vacancy.
    const known = await insertCandidate(h.t.db, {
      firstName: 'Vera',
      email: 'vera.known@example.test',
      phone: '+4915199990101',
      eligibleToWorkInUs: false,
      requireSponsorshipToWorkInUs: true,
      onSiteWork: false,
      fullTimeWork: false,
      rotatingShiftsWork: false,
    });
    await attachCandidate(h.t.db, known.id, elsewhere.id, { status: 'SHORTLISTED' });
    const before = await snapshot(known.id);
    const count = await h.candidateCount();

    const stranger = {
      firstName: 'Mallory',
      country: 'USA',
      state: 'California',
      city: 'San Diego',
      yearsOfExperience: 'FIFTEEN_PLUS',
      eligibleToWorkInUS: true,
      requireSponsorshipToWorkInUS: false,
      onSiteWork: true,
      fullTimeWork: true,
      rotatingShiftsWork: true,
    };
    const url = `${h.origin}/api/public/vacancies/${vacancy.externalId}/applications`;
    const send = (form: object) => {
      const { payload, headers } = h.body(form);
      return fetch(url, { method: 'POST', body: payload, headers });
    };
    const byEmail = await send(
      h.application({ ...stranger, email: 'VERA.Known@example.test', phone: '+1 415 555 0100' }),
    );
    const byPhone = await send(
      h.application({ ...stranger, email: 'mallory@example.test', phone: '+49 151 9999 0101' }),
    );
    expect([byEmail.status, byPhone.status]).toEqual([202, 202]);

    expect(await snapshot(known.id)).toEqual(before);
    expect(await h.candidateCount()).toBe(count);
    expect(await h.assignments(vacancy.id)).toEqual([]);
    const kept = await h.t.db
      .select()
      .from(careersApplications)
      .where(eq(careersApplications.candidateId, known.id))
      .orderBy(careersApplications.id);
    expect(kept).toEqual([
      expect.objectContaining({
        vacancyId: vacancy.id,
        createdCandidate: false,
        clientAddress: '127.0.0.1',
        answers: expect.objectContaining({
          firstName: 'Mallory',
          email: 'vera.known@example.test',
          onSiteWork: true,
        }),
      }),
      expect.objectContaining({
        vacancyId: vacancy.id,
        createdCandidate: false,
        answers: expect.objectContaining({ email: 'mallory@example.test', phone: '+4915199990101' }),
      }),
    ]);
  });
});
