import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alreadyAttachedMessage, MESSAGES } from '@talent-desk/shared';
import { candidateVacancies } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../testing/candidate-harness.js';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { candidateRow, historyOf } from '../testing/pipeline-fixtures.js';

let t: TestApp;
let admin: string;
let vendor: string;
beforeAll(async () => {
  ({
    t,
    cookies: { admin, vendor },
  } = await openCandidateTestApp());
});
afterAll(async () => {
  await t?.close();
});

const assign = (cookie: string, candidateExternalIds: string[], vacancyExternalIds: string[]) =>
  t.inject({
    method: 'POST',
    url: '/api/candidates/assign',
    headers: { cookie },
    payload: { candidateExternalIds, vacancyExternalIds },
  });

const pairsOf = (candidateIds: number[]) =>
  t.db.select().from(candidateVacancies).where(inArray(candidateVacancies.candidateId, candidateIds));

describe('POST /api/candidates/assign', () => {
  it('attaches every candidate to every vacancy as Pending, with history and the candidate status', async () => {
    const [a, b] = [await insertCandidate(t.db), await insertCandidate(t.db)];
    const [v1, v2] = [await insertVacancy(t.db), await insertVacancy(t.db)];
    const response = await assign(admin, [a.externalId, b.externalId], [v1.externalId, v2.externalId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ attached: 4 });
    const pairs = await pairsOf([a.id, b.id]);
    expect(pairs).toHaveLength(4);
    expect(pairs.every((p) => p.status === 'PENDING')).toBe(true);
    expect((await candidateRow(t, a.id)).status).toBe('PENDING');
    const history = await historyOf(t, a.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      kind: 'VACANCY_STATUS',
      fromStatus: null,
      toStatus: 'PENDING',
      changedByUserId: t.admin.id,
    });
  });

  it('a newly attached vacancy sets the candidate status to Pending again', async () => {
    const c = await insertCandidate(t.db);
    await attachCandidate(t.db, c.id, (await insertVacancy(t.db)).id, { status: 'SHORTLISTED' });
    const response = await assign(admin, [c.externalId], [(await insertVacancy(t.db)).externalId]);
    expect(response.statusCode).toBe(200);
    expect((await candidateRow(t, c.id)).status).toBe('PENDING');
  });

  it('one pair already attached: 409 in the singular naming the candidate, nothing inserted', async () => {
    const [a, b] = [await insertCandidate(t.db), await insertCandidate(t.db)];
    const v = await insertVacancy(t.db);
    await attachCandidate(t.db, a.id, v.id);
    const response = await assign(admin, [a.externalId, b.externalId], [v.externalId]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(alreadyAttachedMessage(1, [a.fullName]));
    expect(response.json().message).toMatch(/^The candidate is already attached/);
    expect(await pairsOf([a.id, b.id])).toHaveLength(1);
    expect(await historyOf(t, b.id)).toHaveLength(0);
  });

  it('several pairs already attached: 409 in the plural naming the candidates, nothing inserted', async () => {
    const [a, b, c] = [await insertCandidate(t.db), await insertCandidate(t.db), await insertCandidate(t.db)];
    const v = await insertVacancy(t.db);
    await attachCandidate(t.db, a.id, v.id);
    await attachCandidate(t.db, b.id, v.id);
    const response = await assign(admin, [a.externalId, b.externalId, c.externalId], [v.externalId]);
    expect(response.statusCode).toBe(409);
    const message: string = response.json().message;
    expect(message).toMatch(/^The candidates are already attached to the selected vacancies: /);
    expect(message).toContain(a.fullName);
    expect(message).toContain(b.fullName);
    expect(message).not.toContain(c.fullName);
    expect(await pairsOf([c.id])).toHaveLength(0);
  });

  it('an unknown candidate or vacancy is 404 and nothing is inserted', async () => {
    const c = await insertCandidate(t.db);
    const v = await insertVacancy(t.db);
    const missingCandidate = await assign(admin, [c.externalId, crypto.randomUUID()], [v.externalId]);
    expect(missingCandidate.statusCode).toBe(404);
    expect(missingCandidate.json().message).toBe(MESSAGES.notFound);
    expect((await assign(admin, [c.externalId], [v.externalId, crypto.randomUUID()])).statusCode).toBe(404);
    expect(await pairsOf([c.id])).toHaveLength(0);
  });

  it('an empty selection is a 400 naming the field', async () => {
    const response = await assign(admin, [], [(await insertVacancy(t.db)).externalId]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('candidateExternalIds');
  });
});

describe('VENDOR scoping of assign', () => {
  const ownCandidate = () =>
    insertCandidate(t.db, { source: 'VENDOR', vendorId: t.vendor.vendorId, sourceName: 'Own vendor' });
  const sharedVacancy = () =>
    insertVacancy(t.db, { sharedWithVendorIds: t.vendor.vendorId ? [t.vendor.vendorId] : [] });

  it('a VENDOR attaches its own candidates to vacancies shared with its vendor', async () => {
    const c = await ownCandidate();
    const response = await assign(vendor, [c.externalId], [(await sharedVacancy()).externalId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ attached: 1 });
  });

  it("another vendor's candidate answers 404 and nothing is inserted", async () => {
    const other = await t.createVendor();
    const theirs = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: other.name,
    });
    const mine = await ownCandidate();
    const response = await assign(
      vendor,
      [mine.externalId, theirs.externalId],
      [(await sharedVacancy()).externalId],
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.notFound);
    expect(await pairsOf([mine.id, theirs.id])).toHaveLength(0);
  });

  it('a vacancy not shared with the vendor, or shared but closed, answers 404', async () => {
    const c = await ownCandidate();
    expect((await assign(vendor, [c.externalId], [(await insertVacancy(t.db)).externalId])).statusCode).toBe(
      404,
    );
    const closed = await insertVacancy(t.db, {
      status: 'CLOSED',
      sharedWithVendorIds: t.vendor.vendorId ? [t.vendor.vendorId] : [],
    });
    expect((await assign(vendor, [c.externalId], [closed.externalId])).statusCode).toBe(404);
    expect(await pairsOf([c.id])).toHaveLength(0);
  });

  it('a pair already attached answers 409 to a VENDOR without naming any other vendor', async () => {
    const c = await ownCandidate();
    const v = await sharedVacancy();
    await attachCandidate(t.db, c.id, v.id);
    const response = await assign(vendor, [c.externalId], [v.externalId]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(alreadyAttachedMessage(1, [c.fullName]));
  });
});
