import type { CandidateSource, CandidateStatus, SurveyEventType } from '@talent-desk/shared';
import {
  campaignEvents,
  campaigns,
  candidateStatusHistory,
  candidateVacancies,
  vacancies,
  vacancyVendors,
  vendors,
} from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import { insertCandidate, seedCandidateReference } from '../../../test/fixtures.js';

/**
 * A small known dataset for the reports around the range 2026-03-02 (a Monday) .. 2026-03-22 (a
 * Sunday), three whole weeks, with rows just outside it. The figures each report must give are worked
 * out by hand in reports.test.ts.
 */
export const RANGE = { from: '2026-03-02', to: '2026-03-22' } as const;

const at = (iso: string) => new Date(`${iso}Z`);

export async function seedReportFixture(t: TestApp) {
  const db = t.db;
  await seedCandidateReference(db);
  const [acme, beta] = await db
    .insert(vendors)
    .values([{ name: 'Acme Report' }, { name: 'Beta Report' }])
    .returning({ id: vendors.id });
  if (!acme || !beta) throw new Error('vendors not created');

  const candidate = (source: CandidateSource, created: string, vendorId?: number) =>
    insertCandidate(db, {
      source,
      createdAt: at(created),
      ...(vendorId ? { vendorId, sourceName: 'Vendor' } : {}),
    });
  const c1 = await candidate('DIRECT_SEARCH', '2026-03-03T08:00:00');
  const c2 = await candidate('GL_WEBSITE', '2026-03-04T08:00:00');
  const c3 = await candidate('VENDOR', '2026-03-10T08:00:00', acme.id);
  const c4 = await candidate('VENDOR', '2026-03-11T08:00:00', acme.id);
  const c5 = await candidate('VENDOR', '2026-03-20T08:00:00', beta.id);
  const c6 = await candidate('DIRECT_SEARCH', '2026-02-20T08:00:00'); // before the range
  await candidate('EXTERNAL', '2026-03-22T23:59:59.999'); // the range's last instant
  await candidate('EXTERNAL', '2026-03-23T00:00:00'); // the first instant after it

  const [v1, v2, v3] = await db
    .insert(vacancies)
    .values([{ title: 'Data Engineer' }, { title: 'QA Lead' }, { title: 'Ops Analyst' }])
    .returning({ id: vacancies.id });
  if (!v1 || !v2 || !v3) throw new Error('vacancies not created');

  /** An assignment with its history: each step [status, when]; the last one is its status now. */
  const assign = async (candidateId: number, vacancyId: number, steps: [CandidateStatus, string][]) => {
    const last = steps[steps.length - 1];
    await db.insert(candidateVacancies).values({
      candidateId,
      vacancyId,
      status: last?.[0] ?? 'PENDING',
      createdAt: at(steps[0]?.[1] ?? ''),
    });
    await db.insert(candidateStatusHistory).values(
      steps.map(([toStatus, when], i) => ({
        candidateId,
        vacancyId,
        kind: 'VACANCY_STATUS' as const,
        fromStatus: i === 0 ? null : (steps[i - 1]?.[0] ?? null),
        toStatus,
        changedAt: at(when),
      })),
    );
  };
  await assign(c1.id, v1.id, [
    ['PENDING', '2026-03-03T10:00:00'],
    ['SHORTLISTED', '2026-03-05T10:00:00'],
    ['REJECTED', '2026-03-07T10:00:00'],
  ]);
  await assign(c3.id, v1.id, [
    ['PENDING', '2026-03-10T00:00:00'],
    ['ACCEPTED', '2026-03-11T00:00:00'],
    ['SHORTLISTED', '2026-03-12T12:00:00'],
    ['OFFER_ACCEPTED', '2026-03-14T00:00:00'],
    ['ONBOARDED', '2026-03-15T00:00:00'],
  ]);
  await assign(c4.id, v1.id, [['PENDING', '2026-03-12T00:00:00']]);
  await assign(c4.id, v3.id, [['PENDING', '2026-03-15T12:00:00']]);
  await assign(c5.id, v2.id, [
    ['PENDING', '2026-03-20T00:00:00'],
    ['ACCEPTED', '2026-03-21T00:00:00'],
  ]);
  // Assigned before the range; its shortlist stay begins inside it.
  await assign(c6.id, v2.id, [
    ['PENDING', '2026-02-21T00:00:00'],
    ['SHORTLISTED', '2026-03-04T00:00:00'],
  ]);

  const background = (candidateId: number, toStatus: string, when: string) => ({
    candidateId,
    kind: 'BACKGROUND_STATUS' as const,
    toStatus,
    changedAt: at(when),
  });
  await db
    .insert(candidateStatusHistory)
    .values([
      background(c1.id, 'BGC_INITIATED', '2026-03-03T00:00:00'),
      background(c1.id, 'BGC_COMPLETE', '2026-03-09T00:00:00'),
      background(c2.id, 'BGC_INITIATED', '2026-02-25T00:00:00'),
      background(c2.id, 'BGC_COMPLETE', '2026-03-17T00:00:00'),
      background(c3.id, 'BGC_INITIATED', '2026-03-16T00:00:00'),
      background(c3.id, 'BGC_DECLINED', '2026-03-18T00:00:00'),
      background(c4.id, 'BGC_INITIATED', '2026-03-23T00:00:00'),
    ]);

  await db.insert(vacancyVendors).values([
    { vacancyId: v1.id, vendorId: acme.id, sharedAt: at('2026-03-08T00:00:00') },
    { vacancyId: v2.id, vendorId: acme.id, sharedAt: at('2026-03-09T00:00:00') },
    { vacancyId: v3.id, vendorId: acme.id, sharedAt: at('2026-03-10T00:00:00') },
    { vacancyId: v2.id, vendorId: beta.id, sharedAt: at('2026-03-18T00:00:00') },
    { vacancyId: v1.id, vendorId: beta.id, sharedAt: at('2026-02-01T00:00:00') },
  ]);

  const [spring, alumni, old] = await db
    .insert(campaigns)
    .values([
      { name: 'Spring outreach', status: 'OPEN' },
      { name: 'Alumni check', status: 'CLOSED' },
      { name: 'Old news', status: 'CLOSED' },
    ])
    .returning({ id: campaigns.id });
  if (!spring || !alumni || !old) throw new Error('campaigns not created');
  const events = (campaignId: number, type: SurveyEventType, when: string, times = 1) =>
    Array.from({ length: times }, () => ({ campaignId, type, occurredAt: at(when) }));
  await db
    .insert(campaignEvents)
    .values([
      ...events(spring.id, 'EMAIL_SENT', '2026-03-02T09:00:00', 4),
      ...events(spring.id, 'EMAIL_OPENED', '2026-03-03T09:00:00', 2),
      ...events(spring.id, 'SURVEY_OPENED', '2026-03-10T09:00:00'),
      ...events(spring.id, 'SURVEY_SUBMITTED', '2026-03-10T09:05:00'),
      ...events(spring.id, 'UNSUBSCRIBE_EVENT', '2026-03-17T09:00:00'),
      ...events(spring.id, 'EMAIL_SENT', '2026-03-23T00:00:00'),
      ...events(alumni.id, 'EMAIL_SENT', '2026-03-09T09:00:00', 2),
      ...events(alumni.id, 'EMAIL_OPENED', '2026-03-09T18:00:00'),
      ...events(old.id, 'EMAIL_SENT', '2026-02-27T09:00:00', 3),
    ]);
}
