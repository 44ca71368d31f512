import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEvents } from '../../../test/audit-events.js';
import { openVendorHarness, type VendorHarness } from '../../people/testing/index.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const URL = '/api/engagement/email-templates';
const template = (overrides: Record<string, unknown> = {}) => ({
  title: 'Audit welcome',
  from: 'talent@talentdesk.example',
  subject: 'A role for you, {{candidate.firstName}}',
  body: '<p>Hello {{candidate.firstName}}</p>',
  ...overrides,
});
const logged = async (...args: Parameters<VendorHarness['send']>) => {
  const { result, events } = await withEvents(h.t.database, () => h.send(...args));
  return { status: result.statusCode, json: () => result.json() as { externalId: string }, events };
};

describe('audit log: e-mail templates (issue 24)', () => {
  it('a template created and edited writes one event each; the body is named as changed, never quoted', async () => {
    const created = await logged('admin', 'POST', URL, template());
    expect(created.status).toBe(201);
    const id = created.json().externalId;
    const edited = await logged(
      'admin',
      'PUT',
      `${URL}/${id}`,
      template({ body: '<p>Hi {{candidate.firstName}}</p>' }),
    );
    expect(edited.status).toBe(200);
    expect(created.events).toMatchObject([
      {
        action: 'email_template.created',
        actor_user_id: h.t.admin.id,
        target_id: id,
        target_label: 'Audit welcome',
      },
    ]);
    expect(edited.events).toMatchObject([{ action: 'email_template.updated', actor_user_id: h.t.admin.id }]);
    expect(edited.events[0]?.changes).toEqual([{ field: 'body', old: null, new: 'changed' }]);
  });

  it('a refused change writes nothing: a taken title, an unknown template', async () => {
    const taken = await logged('admin', 'POST', URL, template());
    const unknown = await logged(
      'admin',
      'PUT',
      `${URL}/${randomUUID()}`,
      template({ title: 'Another title' }),
    );
    expect([taken.status, unknown.status]).toEqual([409, 404]);
    expect([...taken.events, ...unknown.events]).toEqual([]);
  });
});
