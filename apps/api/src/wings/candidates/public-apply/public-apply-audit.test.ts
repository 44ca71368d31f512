import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEvents } from '../../../test/audit-events.js';
import { insertCandidate } from '../../../test/fixtures.js';
import { openApplyHarness, type ApplyHarness } from '../testing/apply-harness.js';

let h: ApplyHarness;
beforeAll(async () => {
  h = await openApplyHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('audit log: careers-site applications (issue 24)', () => {
  it('a new person applying writes one candidate.created event with no actor, naming the vacancy', async () => {
    const vacancy = await h.publishedVacancy();
    const form = h.application({ firstName: 'Nadia', lastName: 'Newcomer' });
    const { result, events } = await withEvents(h.t.database, () => h.apply(vacancy.externalId, form));
    expect(result.statusCode).toBe(202);
    const [candidate] = await h.candidatesByEmail(String(form.email));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'candidate.created',
        actor_user_id: null,
        target_type: 'candidate',
        target_id: candidate?.externalId,
        target_label: 'Nadia Newcomer',
        candidate_id: candidate?.id,
        changes: [
          { field: 'source', old: null, new: 'GL_WEBSITE' },
          { field: 'careersApplication', old: null, new: vacancy.externalId },
        ],
      }),
    ]);
  });

  it('a known person applying writes one candidate.updated event on their timeline, changing none of their fields', async () => {
    const known = await insertCandidate(h.t.db, { firstName: 'Karla' });
    const vacancy = await h.publishedVacancy();
    const { result, events } = await withEvents(h.t.database, () =>
      h.apply(vacancy.externalId, h.application({ email: known.email })),
    );
    expect(result.statusCode).toBe(202);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'candidate.updated',
        actor_user_id: null,
        target_id: known.externalId,
        target_label: known.fullName,
        changes: [{ field: 'careersApplication', old: null, new: vacancy.externalId }],
      }),
    ]);
  });

  it('a refused or ignored application writes nothing: an unknown vacancy, a bad field, the honeypot', async () => {
    const vacancy = await h.publishedVacancy();
    const calls = [
      () => h.apply('0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a', h.application()),
      () => h.apply(vacancy.externalId, h.application({ email: 'not an address' })),
      () => h.apply(vacancy.externalId, h.application({ website: 'https://spam.example' })),
    ];
    for (const call of calls) {
      const { result, events } = await withEvents(h.t.database, call);
      expect(result.statusCode).not.toBe(500);
      expect(events).toEqual([]);
    }
  });
});
