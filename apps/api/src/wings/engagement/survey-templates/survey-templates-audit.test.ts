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

const URL = '/api/engagement/survey-templates';
const template = (overrides: Record<string, unknown> = {}) => ({
  title: 'Audit pulse',
  description: 'Two questions.',
  questions: [
    { text: 'Open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1 },
    { text: 'Years with Java', type: 'NUMBER', mandatory: false, orderNo: 2 },
  ],
  ...overrides,
});
const logged = async (...args: Parameters<VendorHarness['send']>) => {
  const { result, events } = await withEvents(h.t.database, () => h.send(...args));
  return { status: result.statusCode, json: () => result.json() as { externalId: string }, events };
};

describe('audit log: survey templates (issue 24)', () => {
  it("a template created and edited writes one event each with its actor and its questions' texts", async () => {
    const created = await logged('tag', 'POST', URL, template());
    expect(created.status).toBe(201);
    const id = created.json().externalId;
    const questions = [{ text: 'Open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1 }];
    const edited = await logged('admin', 'PUT', `${URL}/${id}`, template({ questions }));
    expect(edited.status).toBe(200);
    expect(created.events).toMatchObject([
      {
        action: 'survey_template.created',
        actor_user_id: h.t.tag.id,
        target_id: id,
        target_label: 'Audit pulse',
      },
    ]);
    expect(edited.events).toMatchObject([{ action: 'survey_template.updated', actor_user_id: h.t.admin.id }]);
    expect(edited.events[0]?.changes).toEqual([
      { field: 'questions', old: ['Open to new roles?', 'Years with Java'], new: ['Open to new roles?'] },
    ]);
  });

  it('a refused change writes nothing: a taken title, an unknown template', async () => {
    const taken = await logged('tag', 'POST', URL, template());
    const unknown = await logged(
      'tag',
      'PUT',
      `${URL}/${randomUUID()}`,
      template({ title: 'Another title' }),
    );
    expect([taken.status, unknown.status]).toEqual([409, 404]);
    expect([...taken.events, ...unknown.events]).toEqual([]);
  });
});
