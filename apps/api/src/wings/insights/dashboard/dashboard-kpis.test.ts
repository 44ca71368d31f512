import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardKpi, DashboardKpis } from '@talent-desk/shared';
import {
  attachCandidate,
  insertCandidate,
  insertStatusHistory,
  insertVacancy,
} from '../../../test/fixtures.js';
import { useVacancyHarness, type Who } from '../../vacancies/testing/index.js';

/** ADMIN, TAG and a VENDOR of each of two vendors, on a database of this file's own. */
const h = useVacancyHarness();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * One assignment submitted `daysAgo` and, when `reviewedAfterHours` is given, moved away from Pending
 * that many hours later (the history row the pipeline writes).
 */
async function submission(opts: {
  vendorId: number | null;
  vacancyId: number;
  daysAgo: number;
  reviewedAfterHours?: number;
  laterReviewDaysAgo?: number;
}) {
  const vendor =
    opts.vendorId === null
      ? {}
      : { source: 'VENDOR' as const, vendorId: opts.vendorId, sourceName: 'Vendor' };
  const candidate = await insertCandidate(h.t.db, vendor);
  const createdAt = new Date(Date.now() - opts.daysAgo * DAY);
  const reviewed = opts.reviewedAfterHours !== undefined;
  await attachCandidate(h.t.db, candidate.id, opts.vacancyId, {
    createdAt,
    status: reviewed ? 'SHORTLISTED' : 'PENDING',
  });
  if (opts.reviewedAfterHours === undefined) return;
  const history = { candidateId: candidate.id, vacancyId: opts.vacancyId, kind: 'VACANCY_STATUS' as const };
  await insertStatusHistory(h.t.db, {
    ...history,
    fromStatus: 'PENDING',
    toStatus: 'SHORTLISTED',
    changedAt: new Date(createdAt.getTime() + opts.reviewedAfterHours * HOUR),
  });
  if (opts.laterReviewDaysAgo !== undefined) {
    // Restored to Pending and moved again later: only the first move counts.
    await insertStatusHistory(h.t.db, {
      ...history,
      fromStatus: 'PENDING',
      toStatus: 'SHORTLISTED',
      changedAt: new Date(Date.now() - opts.laterReviewDaysAgo * DAY),
    });
  }
}

beforeAll(async () => {
  const own = h.vendors.own.id;
  const other = h.vendors.other.id;
  const a = await insertVacancy(h.t.db, { status: 'OPEN', sharedWithVendorIds: [own] });
  const b = await insertVacancy(h.t.db, { status: 'OPEN', sharedWithVendorIds: [other] });
  await insertVacancy(h.t.db, { status: 'CLOSED', sharedWithVendorIds: [own] });
  await insertVacancy(h.t.db, { status: 'ON_HOLD', sharedWithVendorIds: [own, other] });
  // The own vendor: two submissions this week (one reviewed after 10 h), one the week before.
  await submission({ vendorId: own, vacancyId: a.id, daysAgo: 1 });
  await submission({ vendorId: own, vacancyId: a.id, daysAgo: 2, reviewedAfterHours: 10 });
  await submission({ vendorId: own, vacancyId: a.id, daysAgo: 10 });
  // The other vendor: pending this week, reviewed this week after 4 h, reviewed 35 days ago after 30 h.
  await submission({ vendorId: other, vacancyId: b.id, daysAgo: 3 });
  await submission({ vendorId: other, vacancyId: b.id, daysAgo: 5, reviewedAfterHours: 4 });
  await submission({ vendorId: other, vacancyId: b.id, daysAgo: 40, reviewedAfterHours: 30 });
  // Sourced by staff, first reviewed after 50 h, restored and moved again yesterday.
  await submission({
    vendorId: null,
    vacancyId: a.id,
    daysAgo: 20,
    reviewedAfterHours: 50,
    laterReviewDaysAgo: 1,
  });
});

async function kpis(who: Who): Promise<Record<string, Omit<DashboardKpi, 'key'>>> {
  const response = await h.get(who, '/api/dashboard/kpis');
  expect(response.statusCode, response.body).toBe(200);
  const body: DashboardKpis = response.json();
  expect(body.kpis.map((k) => k.key)).toEqual([
    'openVacancies',
    'waitingForReview',
    'submissionsThisWeek',
    'timeToFirstReview',
  ]);
  return Object.fromEntries(body.kpis.map(({ key, ...rest }) => [key, rest]));
}

describe('GET /api/dashboard/kpis', () => {
  it('ADMIN and TAG: every open vacancy, pending assignment, submission and first review, with the periods before', async () => {
    for (const who of ['admin', 'tag'] as const) {
      const k = await kpis(who);
      expect(k.openVacancies).toEqual({
        value: 2,
        previous: null,
        unit: 'count',
        trend: null,
        upIsGood: true,
      });
      // Pending now: 3; a week ago: 3 - 4 submitted this week + 2 first reviewed this week = 1 (the 10-day one).
      expect(k.waitingForReview).toEqual({
        value: 3,
        previous: 1,
        unit: 'count',
        trend: 'up',
        upIsGood: false,
      });
      expect(k.submissionsThisWeek).toEqual({
        value: 4,
        previous: 1,
        unit: 'count',
        trend: 'up',
        upIsGood: true,
      });
      // First reviews of the last 30 days after 10, 4 and 50 h (not the later move of the restored one);
      // the 30 days before: 30 h.
      expect(k.timeToFirstReview).toEqual({
        value: 10,
        previous: 30,
        unit: 'hours',
        trend: 'down',
        upIsGood: false,
      });
    }
  });

  it('VENDOR: only its own vendor’s submissions and reviews count, and only vacancies shared with it', async () => {
    const own = await kpis('vendor');
    expect(own.openVacancies?.value).toBe(1);
    expect(own.waitingForReview).toMatchObject({ value: 2, previous: 1 });
    expect(own.submissionsThisWeek).toMatchObject({ value: 2, previous: 1, trend: 'up' });
    expect(own.timeToFirstReview).toMatchObject({ value: 10, previous: null, trend: null });

    const other = await kpis('vendor2');
    expect(other.openVacancies?.value).toBe(1);
    expect(other.waitingForReview).toMatchObject({ value: 1, previous: 0, trend: 'up' });
    expect(other.submissionsThisWeek).toMatchObject({ value: 2, previous: 0, trend: 'up' });
    expect(other.timeToFirstReview).toMatchObject({ value: 4, previous: 30, trend: 'down' });
  });

  it('answers 401 without a session', async () => {
    const response = await h.t.inject({ method: 'GET', url: '/api/dashboard/kpis' });
    expect(response.statusCode).toBe(401);
  });
});
