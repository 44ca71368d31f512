import { describe, expect, it } from 'vitest';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

type Event = { action: string; actor_user_id: number | null; target_id: string | null; changes: unknown };

async function eventsAbout(targetId: string): Promise<Event[]> {
  const { rows } = await h.t.database.pool.query<Event>(
    'select action, actor_user_id, target_id, changes from audit_events where target_id = $1 order by id',
    [targetId],
  );
  return rows;
}

describe('audit log: vacancies (issue 24)', () => {
  it('create, edit, publish, share and stop sharing write one event each with who did it and what changed', async () => {
    const created = await h.send('admin', 'POST', '/api/vacancies', h.body());
    expect(created.statusCode).toBe(201);
    const { externalId } = created.json() as { externalId: string };
    expect(
      (await h.send('tag', 'PUT', `/api/vacancies/${externalId}`, h.body({ openings: 5 }))).statusCode,
    ).toBe(200);
    const publish = await h.send('tag', 'PATCH', `/api/vacancies/${externalId}/publish`, {
      publishToExternalApp: true,
    });
    expect(publish.statusCode).toBe(200);
    const share = await h.send('tag', 'POST', '/api/vacancies/share', {
      vacancyExternalIds: [externalId],
      vendorExternalIds: [h.vendors.own.externalId],
    });
    expect(share.statusCode).toBe(200);
    const unshare = await h.send(
      'admin',
      'DELETE',
      `/api/vacancies/${externalId}/vendors/${h.vendors.own.externalId}`,
    );
    expect(unshare.statusCode).toBe(204);

    const events = await eventsAbout(externalId);
    expect(events.map((e) => e.action)).toEqual([
      'vacancy.created',
      'vacancy.updated',
      'vacancy.published',
      'vacancy.shared',
      'vacancy.unshared',
    ]);
    expect(events[0]?.actor_user_id).toBe(h.t.admin.id);
    expect(events[1]).toMatchObject({
      actor_user_id: h.t.tag.id,
      changes: [{ field: 'openings', old: 2, new: 5 }],
    });
    expect(events[2]?.changes).toEqual([{ field: 'publishToExternalApp', old: false, new: true }]);
    expect(events[3]?.changes).toContainEqual({
      field: 'vendors',
      old: null,
      new: [h.vendors.own.externalId],
    });
    expect(events[4]?.changes).toEqual([{ field: 'vendor', old: h.vendors.own.externalId, new: null }]);
  });

  it('a refused change writes nothing: publishing a vacancy that is not OPEN, stopping a share that is not there', async () => {
    const { externalId } = (
      await h.send('admin', 'POST', '/api/vacancies', h.body({ status: 'ON_HOLD' }))
    ).json() as {
      externalId: string;
    };
    const refused = await h.send('admin', 'PATCH', `/api/vacancies/${externalId}/publish`, {
      publishToExternalApp: true,
    });
    expect(refused.statusCode).toBe(400);
    const notShared = await h.send(
      'admin',
      'DELETE',
      `/api/vacancies/${externalId}/vendors/${h.vendors.other.externalId}`,
    );
    expect(notShared.statusCode).toBe(404);
    expect((await eventsAbout(externalId)).map((e) => e.action)).toEqual(['vacancy.created']);
  });
});
