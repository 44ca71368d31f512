import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@talent-desk/shared';
import { candidates, candidateVacancies, gloExports } from '../../../db/schema/index.js';
import { startGloRServer } from '../../../integrations/glo-r/test-glo-r-server.js';
import { GLO_EXPORT_IN_PROGRESS } from './glo-r.service.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  attachCandidate,
  insertCandidate,
  insertVacancy,
  seedCandidateReference,
} from '../../../test/fixtures.js';

let t: TestApp;
let server: Awaited<ReturnType<typeof startGloRServer>>;
let admin: string;
beforeAll(async () => {
  server = await startGloRServer();
  // GLO_R_URL set: buildApp chooses the HTTP connector from the configuration.
  t = await createTestApp({ GLO_R_URL: server.url });
  await seedCandidateReference(t.db);
  admin = await t.sessionCookie(t.admin);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

async function shortlisted() {
  const candidate = await insertCandidate(t.db);
  const vacancy = await insertVacancy(t.db, { publishToExternalApp: true });
  const assignment = await attachCandidate(t.db, candidate.id, vacancy.id, { status: 'SHORTLISTED' });
  return { candidate, vacancy, assignment };
}

const exportTo = (candidateExternalId: string, vacancyExternalId: string) =>
  t.inject({
    method: 'POST',
    url: '/api/glo-r/export',
    headers: { cookie: admin },
    payload: { candidateExternalId, vacancyExternalId },
  });

const recorded = async (candidateId: number, assignmentId: number) => ({
  exports: await t.db.select().from(gloExports).where(eq(gloExports.candidateVacancyId, assignmentId)),
  assignment: (
    await t.db.select().from(candidateVacancies).where(eq(candidateVacancies.id, assignmentId))
  )[0],
  candidate: (await t.db.select().from(candidates).where(eq(candidates.id, candidateId)))[0],
});

describe('POST /api/glo-r/export with GLO_R_URL set', () => {
  it('[CAND-STATUS-33] [CAND-STATUS-34] GLO-R ids are stored and its items answered as they are', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    const items = [
      { status: 200, message: 'Candidate created' },
      { status: 202, message: 'Assignment pending approval' },
    ];
    server.reply({ status: 201, body: { gloCandidateId: 'EXT-C-1', gloAssignmentId: 'EXT-A-1', items } });
    const response = await exportTo(candidate.externalId, vacancy.externalId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items });
    const after = await recorded(candidate.id, assignment.id);
    expect(after.candidate?.gloCandidateId).toBe('EXT-C-1');
    expect(after.assignment?.gloAssignmentId).toBe('EXT-A-1');
    expect(after.exports).toHaveLength(1);
    expect(after.exports[0]).toMatchObject({ connector: 'http', gloAssignmentId: 'EXT-A-1' });
    expect(server.received.at(-1)?.body).toMatchObject({
      candidate: { externalId: candidate.externalId },
      vacancy: { externalId: vacancy.externalId, gloVacancyId: vacancy.gloVacancyId },
    });
  });

  it('[CAND-STATUS-34] [CAND-STATUS-37] GLO-R refusing: 200 with its items, nothing recorded, the export stays available', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    server.reply({ status: 400, body: { items: [{ status: 400, message: 'Candidate email rejected' }] } });
    const response = await exportTo(candidate.externalId, vacancy.externalId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [{ status: 400, message: 'Candidate email rejected' }] });
    const after = await recorded(candidate.id, assignment.id);
    expect(after.exports).toHaveLength(0);
    expect(after.assignment?.gloAssignmentId).toBeNull();
  });

  it('[CAND-STATUS-37] GLO-R down (5xx): 502 with a clear message and nothing recorded', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    server.reply({ status: 500, body: {} });
    const response = await exportTo(candidate.externalId, vacancy.externalId);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(CANDIDATE_MESSAGES.gloUnreachable);
    const after = await recorded(candidate.id, assignment.id);
    expect(after.exports).toHaveLength(0);
    expect(after.candidate?.gloCandidateId).toBeNull();
    expect(after.assignment?.gloAssignmentId).toBeNull();
  });

  it('[CAND-STATUS-33] while GLO-R is slow nobody waits for it; the same export meanwhile is 409, then done once', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const seen = server.received.length;
    server.reply('hang');
    const post = () =>
      fetch(`${origin}/api/glo-r/export`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          candidateExternalId: candidate.externalId,
          vacancyExternalId: vacancy.externalId,
        }),
      });
    const first = post();
    await expect.poll(() => server.received.length).toBe(seen + 1);
    // GLO-R has the request and has not answered: the database is free for everyone else.
    const list = await fetch(`${origin}/api/candidates?size=5`, {
      headers: { cookie: admin },
      signal: AbortSignal.timeout(5_000),
    });
    expect(list.status).toBe(200);
    const second = await post();
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(GLO_EXPORT_IN_PROGRESS);

    server.release({
      status: 201,
      body: { gloCandidateId: 'EXT-C-9', gloAssignmentId: 'EXT-A-9', items: [] },
    });
    expect((await first).status).toBe(200);
    const after = await recorded(candidate.id, assignment.id);
    expect(after.exports).toHaveLength(1);
    expect(after.assignment).toMatchObject({ gloAssignmentId: 'EXT-A-9', gloExportClaimedAt: null });
    server.reply({ status: 200, body: {} });
  });

  it('a failed call releases the claim: the export can be tried again at once', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    server.reply({ status: 503, body: {} });
    expect((await exportTo(candidate.externalId, vacancy.externalId)).statusCode).toBe(502);
    expect((await recorded(candidate.id, assignment.id)).assignment?.gloExportClaimedAt).toBeNull();
    server.reply({ status: 201, body: { gloCandidateId: 'EXT-C-8', gloAssignmentId: 'EXT-A-8', items: [] } });
    expect((await exportTo(candidate.externalId, vacancy.externalId)).statusCode).toBe(200);
  });

  it('a claim left by a process that died mid-call expires after a minute', async () => {
    const { candidate, vacancy, assignment } = await shortlisted();
    const claimed = async (at: Date) =>
      t.db
        .update(candidateVacancies)
        .set({ gloExportClaimedAt: at })
        .where(eq(candidateVacancies.id, assignment.id));
    await claimed(new Date(Date.now() - 50_000));
    expect((await exportTo(candidate.externalId, vacancy.externalId)).statusCode).toBe(409);
    await claimed(new Date(Date.now() - 61_000));
    server.reply({ status: 201, body: { gloCandidateId: 'EXT-C-7', gloAssignmentId: 'EXT-A-7', items: [] } });
    expect((await exportTo(candidate.externalId, vacancy.externalId)).statusCode).toBe(200);
  });
});
