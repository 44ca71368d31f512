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

const BASE = '/api/settings/test-credits';

describe('audit log: test credits (issue 24)', () => {
  it("a vendor's grant set writes one setting.updated event with the old and new grant; a stale save none", async () => {
    const vendor = await h.t.createVendor();
    const { version } = (await h.get('admin', `${BASE}/${vendor.externalId}`)).json() as { version: number };
    const saved = await withEvents(h.t.database, () =>
      h.send('admin', 'PUT', `${BASE}/${vendor.externalId}`, { granted: 25, version }),
    );
    expect(saved.result.statusCode).toBe(200);
    expect(saved.events).toEqual([
      expect.objectContaining({
        action: 'setting.updated',
        actor_user_id: h.t.admin.id,
        target_type: 'setting',
        target_id: vendor.externalId,
        target_label: `test-credits: ${vendor.name}`,
        changes: [{ field: 'granted', old: 0, new: 25 }],
      }),
    ]);
    const stale = await withEvents(h.t.database, () =>
      h.send('admin', 'PUT', `${BASE}/${vendor.externalId}`, { granted: 30, version }),
    );
    expect(stale.result.statusCode).toBe(409);
    expect(stale.events).toEqual([]);
  });
});
