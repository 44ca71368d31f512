import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_STATUS_LABELS,
  bgcNotAllowedMessage,
  CANDIDATE_MESSAGES,
  formatBgcDate,
  MESSAGES,
  type BackgroundStatus,
} from '@talent-desk/shared';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../testing/candidate-harness.js';
import { insertCandidate, type CandidateOverrides } from '../../../test/fixtures.js';
import { candidateRow, historyOf } from '../testing/pipeline-fixtures.js';

let t: TestApp;
let admin: string;
let tag: string;
let vendor: string;
beforeAll(async () => {
  ({
    t,
    cookies: { admin, tag, vendor },
  } = await openCandidateTestApp());
});
afterAll(async () => {
  await t?.close();
});

const anHourAgo = () => formatBgcDate(new Date(Date.now() - 3_600_000));

const patch = (
  cookie: string,
  candidateExternalIds: string[],
  backgroundStatus: string,
  date = anHourAgo(),
) =>
  t.inject({
    method: 'PATCH',
    url: '/api/candidates/background-status',
    headers: { cookie },
    payload: { backgroundStatus, candidateExternalIds, backgroundStatusUpdateDate: date },
  });

/** A USA, location-compliant candidate at `status`. */
const usCandidate = (status: BackgroundStatus = 'NOT_INITIATED', overrides: CandidateOverrides = {}) =>
  insertCandidate(t.db, {
    country: 'USA',
    state: 'California',
    city: 'San Diego',
    locationCompliance: true,
    backgroundStatus: status,
    ...overrides,
  });

async function expectMove(from: BackgroundStatus, to: BackgroundStatus) {
  const c = await usCandidate(from);
  const date = anHourAgo();
  const response = await patch(tag, [c.externalId], to, date);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    { externalId: c.externalId, backgroundStatus: to, backgroundStatusUpdatedAt: `${date}.000Z` },
  ]);
  const row = await candidateRow(t, c.id);
  expect(row.backgroundStatus).toBe(to);
  expect(row.backgroundStatusUpdatedAt?.toISOString()).toBe(`${date}.000Z`);
  const history = await historyOf(t, c.id);
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({
    kind: 'BACKGROUND_STATUS',
    vacancyId: null,
    fromStatus: from,
    toStatus: to,
    changedByUserId: t.tag.id,
  });
}

async function expectRefused(
  from: BackgroundStatus,
  to: BackgroundStatus,
  overrides: CandidateOverrides = {},
) {
  const c = await usCandidate(from, overrides);
  const response = await patch(admin, [c.externalId], to);
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(bgcNotAllowedMessage(BACKGROUND_STATUS_LABELS[to], [c.fullName]));
  expect((await candidateRow(t, c.id)).backgroundStatus).toBe(from);
  expect(await historyOf(t, c.id)).toHaveLength(0);
}

describe('PATCH /api/candidates/background-status: the machine', () => {
  it.each<[string, BackgroundStatus, BackgroundStatus]>([
    ['[BGC-02]', 'NOT_INITIATED', 'READY_FOR_BGC'],
    ['[BGC-03]', 'READY_FOR_BGC', 'BGC_INITIATED'],
    ['[BGC-04]', 'BGC_INITIATED', 'BGC_IN_PROGRESS'],
    ['[BGC-05]', 'BGC_IN_PROGRESS', 'CRIMINAL_CHECK_COMPLETE'],
    ['[BGC-06]', 'CRIMINAL_CHECK_COMPLETE', 'BGC_COMPLETE'],
    ['[BGC-07]', 'CRIMINAL_CHECK_COMPLETE', 'BGC_DECLINED'],
  ])('%s %s -> %s is saved with its date and recorded in the history', async (_rule, from, to) => {
    await expectMove(from, to);
  });

  it.each<[BackgroundStatus, BackgroundStatus]>([
    ['READY_FOR_BGC', 'NOT_INITIATED'],
    ['BGC_IN_PROGRESS', 'BGC_INITIATED'],
    ['CRIMINAL_CHECK_COMPLETE', 'READY_FOR_BGC'],
    ['NOT_INITIATED', 'BGC_INITIATED'],
    ['READY_FOR_BGC', 'BGC_COMPLETE'],
  ])('[BGC-08] %s -> %s (back or skipping) answers 409 and changes nothing', async (from, to) => {
    await expectRefused(from, to);
  });

  it.each<[BackgroundStatus, BackgroundStatus]>([
    ['BGC_COMPLETE', 'BGC_DECLINED'],
    ['BGC_DECLINED', 'BGC_COMPLETE'],
    ['BGC_COMPLETE', 'BGC_COMPLETE'],
    ['BGC_DECLINED', 'CRIMINAL_CHECK_COMPLETE'],
  ])('[BGC-09] final %s is read-only: -> %s answers 409', async (from, to) => {
    await expectRefused(from, to);
  });

  it('[BGC-10] the current status is an option: it keeps the status and corrects the date', async () => {
    await expectMove('BGC_INITIATED', 'BGC_INITIATED');
  });

  it('[BGC-01] [BGC-11] [BGC-12] a candidate outside the USA is refused with 409', async () => {
    await expectRefused('NOT_INITIATED', 'READY_FOR_BGC', {
      country: 'Germany',
      state: null,
      city: 'Berlin',
    });
  });

  it('[BGC-11] [BGC-12] a candidate without location compliance is refused with 409', async () => {
    await expectRefused('NOT_INITIATED', 'READY_FOR_BGC', { locationCompliance: false });
  });
});

describe('PATCH /api/candidates/background-status: the date', () => {
  it('[BGC-13] a date in the future is a 400 naming the field; nothing changes', async () => {
    const c = await usCandidate();
    const tomorrow = formatBgcDate(new Date(Date.now() + 86_400_000));
    const response = await patch(admin, [c.externalId], 'READY_FOR_BGC', tomorrow);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: 'backgroundStatusUpdateDate', message: CANDIDATE_MESSAGES.dateInFuture },
    ]);
    expect((await candidateRow(t, c.id)).backgroundStatus).toBe('NOT_INITIATED');
  });

  it.each([['2026-02-30T10:00:00'], ['2025-01-01 10:00:00'], ['2025-01-01T10:00:00Z'], ['']])(
    '[BGC-15] the date %j in another format is a 400 naming the field',
    async (date) => {
      const c = await usCandidate();
      const response = await patch(admin, [c.externalId], 'READY_FOR_BGC', date);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0]).toEqual({
        path: 'backgroundStatusUpdateDate',
        message: CANDIDATE_MESSAGES.dateFormat,
      });
    },
  );

  it('[BGC-13] [BGC-15] the date is required', async () => {
    const c = await usCandidate();
    const response = await t.inject({
      method: 'PATCH',
      url: '/api/candidates/background-status',
      headers: { cookie: admin },
      payload: { backgroundStatus: 'READY_FOR_BGC', candidateExternalIds: [c.externalId] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('backgroundStatusUpdateDate');
  });
});

describe('PATCH /api/candidates/background-status: several candidates', () => {
  it('[BGC-14] [BGC-17] several candidates move together with one date, answered in the order asked', async () => {
    const [a, b] = [await usCandidate('READY_FOR_BGC'), await usCandidate('READY_FOR_BGC')];
    const response = await patch(admin, [b.externalId, a.externalId], 'BGC_INITIATED');
    expect(response.statusCode).toBe(200);
    // BGC-17 (ours): each updated candidate as {externalId, backgroundStatus, backgroundStatusUpdatedAt}.
    for (const item of response.json()) {
      expect(Object.keys(item).sort()).toEqual([
        'backgroundStatus',
        'backgroundStatusUpdatedAt',
        'externalId',
      ]);
      expect(item.backgroundStatus).toBe('BGC_INITIATED');
      expect(Number.isNaN(Date.parse(item.backgroundStatusUpdatedAt))).toBe(false);
    }
    expect(response.json().map((r: { externalId: string }) => r.externalId)).toEqual([
      b.externalId,
      a.externalId,
    ]);
    expect((await candidateRow(t, a.id)).backgroundStatus).toBe('BGC_INITIATED');
    expect((await candidateRow(t, b.id)).backgroundStatus).toBe('BGC_INITIATED');
  });

  it('[BGC-14] all or none: one candidate that cannot move stops all, and the 409 names only it', async () => {
    const ok = await usCandidate('READY_FOR_BGC');
    const final = await usCandidate('BGC_COMPLETE');
    const abroad = await usCandidate('READY_FOR_BGC', { country: 'India', state: null, city: 'Pune' });
    const response = await patch(
      admin,
      [ok.externalId, final.externalId, abroad.externalId],
      'BGC_INITIATED',
    );
    expect(response.statusCode).toBe(409);
    const message: string = response.json().message;
    expect(message).toMatch(/^Background status BGC Initiated is not allowed for: /);
    expect(message).toContain(final.fullName);
    expect(message).toContain(abroad.fullName);
    expect(message).not.toContain(ok.fullName);
    expect((await candidateRow(t, ok.id)).backgroundStatus).toBe('READY_FOR_BGC');
    expect(await historyOf(t, ok.id)).toHaveLength(0);
  });

  it('an unknown candidate in the list is 404 and nothing changes', async () => {
    const c = await usCandidate('READY_FOR_BGC');
    const response = await patch(admin, [c.externalId, crypto.randomUUID()], 'BGC_INITIATED');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notFound);
    expect((await candidateRow(t, c.id)).backgroundStatus).toBe('READY_FOR_BGC');
  });
});

describe('VENDOR and background checks', () => {
  it('a VENDOR updates its own candidates', async () => {
    const c = await usCandidate('NOT_INITIATED', {
      source: 'VENDOR',
      vendorId: t.vendor.vendorId,
      sourceName: 'Own vendor',
    });
    const response = await patch(vendor, [c.externalId], 'READY_FOR_BGC');
    expect(response.statusCode).toBe(200);
    expect((await candidateRow(t, c.id)).backgroundStatus).toBe('READY_FOR_BGC');
  });

  it("another vendor's candidate answers 404 to a VENDOR, even among its own, and nothing changes", async () => {
    const other = await t.createVendor();
    const theirs = await usCandidate('NOT_INITIATED', {
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: other.name,
    });
    const mine = await usCandidate('NOT_INITIATED', {
      source: 'VENDOR',
      vendorId: t.vendor.vendorId,
      sourceName: 'Own vendor',
    });
    const response = await patch(vendor, [mine.externalId, theirs.externalId], 'READY_FOR_BGC');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notFound);
    expect((await candidateRow(t, theirs.id)).backgroundStatus).toBe('NOT_INITIATED');
    expect((await candidateRow(t, mine.id)).backgroundStatus).toBe('NOT_INITIATED');
  });
});
