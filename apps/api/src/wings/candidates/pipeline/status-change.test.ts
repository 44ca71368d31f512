import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_MESSAGES,
  MESSAGES,
  transitionNotAllowedMessage,
  type AssignableCandidateStatus,
  type CandidateSource,
} from '@talent-desk/shared';
import { candidateVacancies } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../testing/candidate-harness.js';
import { attachCandidate, insertVacancy, type ReferenceFixture } from '../../../test/fixtures.js';
import { assignmentStatus, candidateAt, candidateRow, historyOf } from '../testing/pipeline-fixtures.js';

let t: TestApp;
let ref: ReferenceFixture;
let admin: string;
let tag: string;
let vendor: string;
beforeAll(async () => {
  ({
    t,
    ref,
    cookies: { admin, tag, vendor },
  } = await openCandidateTestApp());
});
afterAll(async () => {
  await t?.close();
});

const put = (cookie: string, candidateId: string, vacancyId: string, status: string) =>
  t.inject({
    method: 'PUT',
    url: `/api/candidates/${candidateId}/vacancies/${vacancyId}/status`,
    headers: { cookie },
    payload: { status },
  });

type Step = [rule: string, from: AssignableCandidateStatus, to: AssignableCandidateStatus];

/** Every step of the maps, from a fresh assignment at `from`: 200, the new status, one history row. */
async function expectAllowed(
  source: CandidateSource,
  from: AssignableCandidateStatus,
  to: AssignableCandidateStatus,
) {
  const { candidate, vacancy } = await candidateAt(t, from, { source });
  const response = await put(tag, candidate.externalId, vacancy.externalId, to);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ vacancyExternalId: vacancy.externalId, status: to });
  expect(await assignmentStatus(t, candidate.id, vacancy.id)).toBe(to);
  expect((await candidateRow(t, candidate.id)).status).toBe(to);
  const history = await historyOf(t, candidate.id);
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({
    kind: 'VACANCY_STATUS',
    vacancyId: vacancy.id,
    fromStatus: from,
    toStatus: to,
    changedByUserId: t.tag.id,
  });
}

/** An illegal step: 409 naming both statuses, the assignment unchanged, no history. */
async function expectRefused(
  source: CandidateSource,
  from: AssignableCandidateStatus,
  to: AssignableCandidateStatus,
) {
  const { candidate, vacancy } = await candidateAt(t, from, { source });
  const response = await put(admin, candidate.externalId, vacancy.externalId, to);
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(transitionNotAllowedMessage(from, to));
  expect(await assignmentStatus(t, candidate.id, vacancy.id)).toBe(from);
  expect((await candidateRow(t, candidate.id)).status).toBe(from);
  expect(await historyOf(t, candidate.id)).toHaveLength(0);
}

describe('normal map: DIRECT_SEARCH candidates', () => {
  const steps: Step[] = [
    ['[CAND-STATUS-04] [CAND-STATUS-05]', 'PENDING', 'SHORTLISTED'],
    ['[CAND-STATUS-06]', 'SHORTLISTED', 'OFFER_ACCEPTED'],
    ['[CAND-STATUS-07]', 'OFFER_ACCEPTED', 'ONBOARDED'],
    ['[CAND-STATUS-08]', 'SHORTLISTED', 'PENDING'],
    ['[CAND-STATUS-09]', 'OFFER_ACCEPTED', 'SHORTLISTED'],
    ['[CAND-STATUS-10]', 'ONBOARDED', 'OFFER_ACCEPTED'],
    ['[CAND-STATUS-11]', 'REJECTED', 'PENDING'],
    ['[CAND-STATUS-22]', 'PENDING', 'REJECTED'],
    ['[CAND-STATUS-24]', 'SHORTLISTED', 'REJECTED'],
    ['[CAND-STATUS-25]', 'OFFER_ACCEPTED', 'REJECTED'],
  ];
  it.each(steps)('%s %s -> %s is allowed, saved and recorded in the history', async (_rule, from, to) => {
    await expectAllowed('DIRECT_SEARCH', from, to);
  });

  const illegal: Step[] = [
    ['[CAND-STATUS-01]', 'PENDING', 'OFFER_ACCEPTED'],
    ['[CAND-STATUS-01]', 'SHORTLISTED', 'ONBOARDED'],
    ['[CAND-STATUS-04] [CAND-STATUS-13]', 'PENDING', 'ACCEPTED'],
    ['[CAND-STATUS-12]', 'REJECTED', 'SHORTLISTED'],
    ['[CAND-STATUS-26]', 'ONBOARDED', 'REJECTED'],
    ['[CAND-STATUS-26]', 'REJECTED', 'OFFER_ACCEPTED'],
    ['[CAND-STATUS-01]', 'PENDING', 'PENDING'],
  ];
  it.each(illegal)(
    '%s %s -> %s answers 409 naming both statuses and changes nothing',
    async (_rule, from, to) => {
      await expectRefused('DIRECT_SEARCH', from, to);
    },
  );
});

describe('external map: every other source while Pending, Recruiter Screening or Shortlisted', () => {
  const steps: Step[] = [
    ['[CAND-STATUS-13] [CAND-STATUS-14]', 'PENDING', 'ACCEPTED'],
    ['[CAND-STATUS-15]', 'ACCEPTED', 'SHORTLISTED'],
    ['[CAND-STATUS-16]', 'ACCEPTED', 'PENDING'],
    ['[CAND-STATUS-17]', 'SHORTLISTED', 'ACCEPTED'],
    ['[CAND-STATUS-18]', 'SHORTLISTED', 'OFFER_ACCEPTED'],
    ['[CAND-STATUS-19]', 'OFFER_ACCEPTED', 'ONBOARDED'],
    ['[CAND-STATUS-09]', 'OFFER_ACCEPTED', 'SHORTLISTED'],
    ['[CAND-STATUS-10]', 'ONBOARDED', 'OFFER_ACCEPTED'],
    ['[CAND-STATUS-11]', 'REJECTED', 'PENDING'],
    ['[CAND-STATUS-22]', 'PENDING', 'REJECTED'],
    ['[CAND-STATUS-23]', 'ACCEPTED', 'REJECTED'],
    ['[CAND-STATUS-24]', 'SHORTLISTED', 'REJECTED'],
    ['[CAND-STATUS-25]', 'OFFER_ACCEPTED', 'REJECTED'],
  ];
  it.each(steps)('%s %s -> %s is allowed for a VENDOR-sourced candidate', async (_rule, from, to) => {
    await expectAllowed('VENDOR', from, to);
  });

  it.each<[CandidateSource]>([['GL_WEBSITE'], ['EXTERNAL']])(
    '[CAND-STATUS-13] [CAND-STATUS-14] the external map applies to source %s too',
    async (source) => {
      await expectAllowed(source, 'PENDING', 'ACCEPTED');
      await expectRefused(source, 'PENDING', 'SHORTLISTED');
    },
  );

  const illegal: Step[] = [
    ['[CAND-STATUS-13]', 'PENDING', 'SHORTLISTED'],
    ['[CAND-STATUS-13] [CAND-STATUS-17]', 'SHORTLISTED', 'PENDING'],
    ['[CAND-STATUS-01]', 'ACCEPTED', 'OFFER_ACCEPTED'],
    ['[CAND-STATUS-12]', 'REJECTED', 'ACCEPTED'],
    ['[CAND-STATUS-26]', 'ONBOARDED', 'REJECTED'],
  ];
  it.each(illegal)(
    '%s %s -> %s answers 409 naming both statuses and changes nothing',
    async (_rule, from, to) => {
      await expectRefused('VENDOR', from, to);
    },
  );
});

describe('India pre-screening gate', () => {
  const indiaVacancy = () => ({ businessGroupId: ref.businessGroups.india.id });

  it('[CAND-STATUS-27] Shortlist of an India-group candidate without a passed pre-screening is 409', async () => {
    const { candidate, vacancy } = await candidateAt(
      t,
      'PENDING',
      { preScreeningStatus: 'FAILED' },
      indiaVacancy(),
    );
    const response = await put(admin, candidate.externalId, vacancy.externalId, 'SHORTLISTED');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CANDIDATE_MESSAGES.preScreeningNotPassed);
    expect(await assignmentStatus(t, candidate.id, vacancy.id)).toBe('PENDING');
    expect(await historyOf(t, candidate.id)).toHaveLength(0);
  });

  it('[CAND-STATUS-27] the gate counts any attached India vacancy, also for the external map', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'ACCEPTED', { source: 'VENDOR' });
    const india = await insertVacancy(t.db, indiaVacancy());
    await attachCandidate(t.db, candidate.id, india.id);
    const response = await put(admin, candidate.externalId, vacancy.externalId, 'SHORTLISTED');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CANDIDATE_MESSAGES.preScreeningNotPassed);
  });

  it('[CAND-STATUS-27] with pre-screening PASSED the India-group candidate is shortlisted', async () => {
    const { candidate, vacancy } = await candidateAt(
      t,
      'PENDING',
      { preScreeningStatus: 'PASSED' },
      indiaVacancy(),
    );
    const response = await put(admin, candidate.externalId, vacancy.externalId, 'SHORTLISTED');
    expect(response.statusCode).toBe(200);
  });

  it('[CAND-STATUS-27] other steps of an India-group candidate are not gated', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING', {}, indiaVacancy());
    expect((await put(admin, candidate.externalId, vacancy.externalId, 'REJECTED')).statusCode).toBe(200);
  });
});

describe('the change itself', () => {
  it('[CAND-STATUS-02] [CAND-STATUS-03] PUT /api/candidates/{id}/vacancies/{vacancyId}/status answers the updated assignment', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING', {}, { publishToExternalApp: true });
    const response = await put(admin, candidate.externalId, vacancy.externalId, 'SHORTLISTED');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      vacancyExternalId: vacancy.externalId,
      status: 'SHORTLISTED',
      gloVacancyId: vacancy.gloVacancyId,
      vacancyTitle: vacancy.title,
      vacancyStatus: 'OPEN',
      publishToExternalApp: true,
      gloAssignmentId: null,
      updatedAt: expect.any(String),
    });
  });

  it("the candidate's status follows its most recent assignment only", async () => {
    const { candidate, vacancy: older } = await candidateAt(t, 'PENDING');
    const newer = await insertVacancy(t.db);
    await attachCandidate(t.db, candidate.id, newer.id);
    // The older assignment moves: the candidate still shows the newest one's status.
    expect((await put(admin, candidate.externalId, older.externalId, 'SHORTLISTED')).statusCode).toBe(200);
    expect((await candidateRow(t, candidate.id)).status).toBe('PENDING');
    expect((await put(admin, candidate.externalId, newer.externalId, 'REJECTED')).statusCode).toBe(200);
    expect((await candidateRow(t, candidate.id)).status).toBe('REJECTED');
  });

  it('[CAND-STATUS-01] the same step sent twice at once passes once; the second sees the new status', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING');
    const answers = await Promise.all([
      put(admin, candidate.externalId, vacancy.externalId, 'SHORTLISTED'),
      put(tag, candidate.externalId, vacancy.externalId, 'SHORTLISTED'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      transitionNotAllowedMessage('SHORTLISTED', 'SHORTLISTED'),
    );
    expect(await assignmentStatus(t, candidate.id, vacancy.id)).toBe('SHORTLISTED');
    expect(await historyOf(t, candidate.id)).toHaveLength(1);
  });

  it('NOT_ASSIGNED or an unknown status is a 400 naming status', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING');
    for (const status of ['NOT_ASSIGNED', 'HIRED']) {
      const response = await put(admin, candidate.externalId, vacancy.externalId, status);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.map((f: { path: string }) => f.path)).toContain('status');
    }
  });

  it('an unknown candidate, or a vacancy the candidate is not attached to, answers 404', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING');
    const other = await insertVacancy(t.db);
    const unknown = await put(admin, crypto.randomUUID(), vacancy.externalId, 'SHORTLISTED');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.notFound);
    expect((await put(admin, candidate.externalId, other.externalId, 'SHORTLISTED')).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(candidateVacancies)
      .where(eq(candidateVacancies.candidateId, candidate.id));
    expect(row?.status).toBe('PENDING');
  });

  it('a VENDOR cannot change a pipeline status, not even of its own candidate: 403', async () => {
    const own = await candidateAt(t, 'PENDING', {
      source: 'VENDOR',
      vendorId: t.vendor.vendorId,
      sourceName: 'Own vendor',
    });
    const response = await put(vendor, own.candidate.externalId, own.vacancy.externalId, 'ACCEPTED');
    expect(response.statusCode).toBe(403);
    expect(await assignmentStatus(t, own.candidate.id, own.vacancy.id)).toBe('PENDING');
  });
});
