import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEvents } from '../../../test/audit-events.js';
import {
  AUDIENCES_URL as URL,
  openAudienceHarness,
  type AudienceHarness,
} from '../testing/audience-harness.js';

let h: AudienceHarness;
beforeAll(async () => {
  h = await openAudienceHarness();
});
afterAll(async () => {
  await h?.close();
});

const logged = async (...args: Parameters<AudienceHarness['call']>) => {
  const { result, events } = await withEvents(h.t.database, () => h.call(...args));
  return { status: result.statusCode, json: () => result.json() as { externalId: string }, events };
};

describe('audit log: audiences (issue 24)', () => {
  it('an audience created, edited and deleted writes one event each with its actor and what changed', async () => {
    const created = await logged('tag', 'POST', URL, h.audience({ name: 'Java people' }));
    expect(created.status).toBe(201);
    const id = created.json().externalId;
    const edited = await logged('tag', 'PUT', `${URL}/${id}`, h.audience({ name: 'Java and Go people' }));
    const deleted = await logged('admin', 'DELETE', `${URL}/${id}`);
    expect([edited.status, deleted.status]).toEqual([200, 204]);
    expect([created, edited, deleted].map((c) => c.events.map((e) => [e.action, e.actor_user_id]))).toEqual([
      [['audience.created', h.t.tag.id]],
      [['audience.updated', h.t.tag.id]],
      [['audience.deleted', h.t.admin.id]],
    ]);
    expect(created.events[0]).toMatchObject({
      target_type: 'audience',
      target_id: id,
      target_label: 'Java people',
    });
    expect(edited.events[0]?.changes).toEqual([
      { field: 'name', old: 'Java people', new: 'Java and Go people' },
    ]);
    expect(deleted.events[0]).toMatchObject({ target_id: id, target_label: 'Java and Go people' });
  });

  it("a refused change writes no change event: another TAG's edit and delete are access.denied, a taken name nothing", async () => {
    const id = (await h.call('tag', 'POST', URL, h.audience({ name: 'Kept audience' }))).json().externalId;
    const other = { cookie: h.otherTagCookie };
    const refused = [
      await logged(other, 'PUT', `${URL}/${id}`, h.audience()),
      await logged(other, 'DELETE', `${URL}/${id}`),
      await logged('admin', 'POST', URL, h.audience({ name: 'Kept audience' })),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 409]);
    // The service refuses another TAG's audience: the refusal is recorded, the change is not.
    expect(refused.map((r) => r.events.map((e) => e.action))).toEqual([
      ['access.denied'],
      ['access.denied'],
      [],
    ]);
  });
});
