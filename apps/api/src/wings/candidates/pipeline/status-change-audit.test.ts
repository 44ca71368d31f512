import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../testing/candidate-harness.js';
import { candidateAt } from '../testing/pipeline-fixtures.js';

let t: TestApp;
let tag: string;
beforeAll(async () => {
  ({
    t,
    cookies: { tag },
  } = await openCandidateTestApp());
});
afterAll(async () => {
  await t?.close();
});

type Event = { action: string; actor_user_id: number; candidate_id: number; changes: unknown };

const eventsOf = async (candidateId: number) =>
  (
    await t.database.pool.query<Event>(
      'select action, actor_user_id, candidate_id, changes from audit_events where candidate_id = $1 order by id',
      [candidateId],
    )
  ).rows;

const put = (candidateId: string, vacancyId: string, status: string) =>
  t.inject({
    method: 'PUT',
    url: `/api/candidates/${candidateId}/vacancies/${vacancyId}/status`,
    headers: { cookie: tag },
    payload: { status },
  });

describe('audit log: pipeline status changes (issue 24)', () => {
  it('a status change is application.status_changed about the candidate, naming the vacancy and old -> new', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING');
    expect((await put(candidate.externalId, vacancy.externalId, 'SHORTLISTED')).statusCode).toBe(200);
    expect(await eventsOf(candidate.id)).toEqual([
      {
        action: 'application.status_changed',
        actor_user_id: t.tag.id,
        candidate_id: candidate.id,
        changes: [
          { field: 'vacancy', old: null, new: vacancy.externalId },
          { field: 'status', old: 'PENDING', new: 'SHORTLISTED' },
        ],
      },
    ]);
  });

  it('attaching a candidate to a vacancy is one candidate.assigned event about them, naming the vacancy', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING');
    const { vacancy: second } = await candidateAt(t, 'PENDING');
    const assign = await t.inject({
      method: 'POST',
      url: '/api/candidates/assign',
      headers: { cookie: tag },
      payload: { candidateExternalIds: [candidate.externalId], vacancyExternalIds: [second.externalId] },
    });
    expect(assign.statusCode).toBe(200);
    const events = await eventsOf(candidate.id);
    expect(events.map((event) => event.action)).toEqual(['candidate.assigned']);
    expect(events[0]?.changes).toContainEqual({ field: 'vacancies', old: null, new: [second.externalId] });
    expect(vacancy.externalId).not.toBe(second.externalId);
  });

  it('a step the workflow refuses writes nothing', async () => {
    const { candidate, vacancy } = await candidateAt(t, 'PENDING');
    expect((await put(candidate.externalId, vacancy.externalId, 'OFFER_ACCEPTED')).statusCode).toBe(409);
    expect(await eventsOf(candidate.id)).toEqual([]);
  });
});
