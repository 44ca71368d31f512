import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { candidates, candidateVacancies, gloExports } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../../candidates/testing/index.js';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';

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

const exportTo = (cookie: string, candidateExternalId: string, vacancyExternalId: string) =>
  t.inject({
    method: 'POST',
    url: '/api/glo-r/export',
    headers: { cookie },
    payload: { candidateExternalId, vacancyExternalId },
  });

type Setup = {
  status?: 'PENDING' | 'SHORTLISTED';
  published?: boolean;
  gloAssignmentId?: string;
  gloCandidateId?: string;
};

async function shortlisted({
  status = 'SHORTLISTED',
  published = true,
  gloAssignmentId,
  gloCandidateId,
}: Setup = {}) {
  const candidate = await insertCandidate(t.db, gloCandidateId ? { gloCandidateId } : {});
  const vacancy = await insertVacancy(t.db, { publishToExternalApp: published });
  const assignment = await attachCandidate(t.db, candidate.id, vacancy.id, { status, gloAssignmentId });
  return { candidate, vacancy, assignment };
}

const exportsOf = (assignmentId: number) =>
  t.db.select().from(gloExports).where(eq(gloExports.candidateVacancyId, assignmentId));
const assignmentOf = async (assignmentId: number) =>
  (await t.db.select().from(candidateVacancies).where(eq(candidateVacancies.id, assignmentId)))[0];
const candidateOf = async (candidateId: number) =>
  (await t.db.select().from(candidates).where(eq(candidates.id, candidateId)))[0];

describe('POST /api/glo-r/export with the built-in connector', () => {
  it('[CAND-STATUS-33] [CAND-STATUS-35] a shortlisted candidate of a published vacancy is exported: 200 with an empty list', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    const response = await exportTo(tag, candidate.externalId, vacancy.externalId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
    const pad = (n: number) => String(n).padStart(8, '0');
    expect((await candidateOf(candidate.id))?.gloCandidateId).toBe(`GLO-C-${pad(candidate.id)}`);
    expect((await assignmentOf(assignment.id))?.gloAssignmentId).toBe(`GLO-A-${pad(assignment.id)}`);
    const recorded = await exportsOf(assignment.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      connector: 'built-in',
      gloCandidateId: `GLO-C-${pad(candidate.id)}`,
      gloAssignmentId: `GLO-A-${pad(assignment.id)}`,
      exportedByUserId: t.tag.id,
    });
  });

  it('[CAND-STATUS-31] a candidate that already has a GLO-R id keeps it', async () => {
    const { candidate, vacancy, assignment } = await shortlisted({ gloCandidateId: 'GLO-C-EXISTING' });
    expect((await exportTo(admin, candidate.externalId, vacancy.externalId)).statusCode).toBe(200);
    expect((await candidateOf(candidate.id))?.gloCandidateId).toBe('GLO-C-EXISTING');
    expect((await exportsOf(assignment.id))[0]?.gloCandidateId).toBe('GLO-C-EXISTING');
  });

  it('[CAND-STATUS-31] [CAND-STATUS-32] an assignment is exported once: the second export is 409', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    expect((await exportTo(admin, candidate.externalId, vacancy.externalId)).statusCode).toBe(200);
    const again = await exportTo(admin, candidate.externalId, vacancy.externalId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CANDIDATE_MESSAGES.gloAlreadyExported);
    expect(await exportsOf(assignment.id)).toHaveLength(1);
  });

  it.each<[string, Setup, string]>([
    ['not shortlisted', { status: 'PENDING' }, CANDIDATE_MESSAGES.gloNotShortlisted],
    ['on an unpublished vacancy', { published: false }, CANDIDATE_MESSAGES.gloNotPublished],
    ['already assigned in GLO-R', { gloAssignmentId: 'GLO-A-OLD' }, CANDIDATE_MESSAGES.gloAlreadyExported],
  ])(
    '[CAND-STATUS-31] a candidate %s is refused with 409 and the reason; nothing recorded',
    async (_case, setup, reason) => {
      const { candidate, vacancy, assignment } = await shortlisted(setup);
      const response = await exportTo(admin, candidate.externalId, vacancy.externalId);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(reason);
      expect(await exportsOf(assignment.id)).toHaveLength(0);
      expect((await candidateOf(candidate.id))?.gloCandidateId).toBeNull();
    },
  );

  it('an unknown candidate, or a vacancy it is not attached to, answers 404', async () => {
    const { candidate, vacancy } = await shortlisted();
    const unknown = await exportTo(admin, crypto.randomUUID(), vacancy.externalId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.notFound);
    const other = await insertVacancy(t.db, { publishToExternalApp: true });
    expect((await exportTo(admin, candidate.externalId, other.externalId)).statusCode).toBe(404);
  });

  it('[CAND-DETAIL-04] a VENDOR cannot export to GLO-R: 403, nothing recorded', async () => {
    const candidate = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: t.vendor.vendorId,
      sourceName: 'Own vendor',
    });
    const vacancy = await insertVacancy(t.db, {
      publishToExternalApp: true,
      sharedWithVendorIds: t.vendor.vendorId ? [t.vendor.vendorId] : [],
    });
    const assignment = await attachCandidate(t.db, candidate.id, vacancy.id, { status: 'SHORTLISTED' });
    expect((await exportTo(vendor, candidate.externalId, vacancy.externalId)).statusCode).toBe(403);
    expect(await exportsOf(assignment.id)).toHaveLength(0);
  });
});
