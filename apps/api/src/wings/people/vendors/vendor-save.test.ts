import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_MESSAGES } from '@talent-desk/shared';
import { eq } from 'drizzle-orm';
import { vendors } from '../../../db/schema/index.js';
import { openVendorHarness, type VendorHarness } from '../testing/vendor-harness.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('create, edit, read', () => {
  it('[VEND-05] an ADMIN creates a vendor; the detail carries every field, the phone with +, e-mail lower-cased', async () => {
    const created = await h.send('admin', 'POST', '/api/vendors', h.body({ name: 'Lotus Talent' }));
    expect(created.statusCode).toBe(201);
    const vendor = created.json();
    expect(vendor).toEqual({
      externalId: expect.any(String),
      name: 'Lotus Talent',
      tier: 'Tier 2',
      country: 'India',
      status: 'ACTIVE',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      primaryContactName: 'Meera Nair',
      primaryContactEmail: 'meera.nair@bright.example',
      primaryContactPhone: '+919876543210',
    });
    const detail = (await h.get('tag', `/api/vendors/${vendor.externalId}/detail`)).json();
    expect(detail).toEqual({ vendorDetail: vendor, users: [] });
    expect((await h.get('tag', `/api/vendors/${vendor.externalId}`)).json()).toEqual(vendor);
  });

  it("[VEND-05] the detail lists the vendor's users (and only its users) with what the #users tab shows", async () => {
    const vendor = await h.t.createVendor();
    const user = await h.t.createUser('VENDOR', { vendorId: vendor.id });
    await h.t.createUser('VENDOR'); // of another vendor
    const detail = (await h.get('admin', `/api/vendors/${vendor.externalId}/detail`)).json();
    expect(detail.users).toEqual([
      {
        externalId: user.externalId,
        firstName: 'Test',
        lastName: 'VENDOR',
        email: user.email,
        telephone: null,
        status: 'ACTIVE',
        access: 'PASSWORD_SET',
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('[VEND-16] a TAG edits a vendor; bad fields are a 400 naming each, nothing saved', async () => {
    const { externalId } = (await h.send('tag', 'POST', '/api/vendors', h.body())).json();
    const edited = await h.send(
      'tag',
      'PUT',
      `/api/vendors/${externalId}`,
      h.body({ name: 'Renamed Staffing', tier: 'Tier 1', primaryContactPhone: '' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renamed Staffing',
      tier: 'Tier 1',
      primaryContactPhone: null,
    });
    const bad = await h.send(
      'tag',
      'PUT',
      `/api/vendors/${externalId}`,
      h.body({ name: 'x', tier: 'Gold', country: 'Atlantis', primaryContactEmail: 'nope' }),
    );
    expect(bad.statusCode).toBe(400);
    const paths = new Set(bad.json().fields.map((f: { path: string }) => f.path));
    expect([...paths].sort()).toEqual(['country', 'name', 'primaryContactEmail', 'tier']);
    // The phone rule reads the country, so it speaks once the rest is valid.
    const phone = await h.send(
      'tag',
      'PUT',
      `/api/vendors/${externalId}`,
      h.body({ primaryContactPhone: '12ab' }),
    );
    expect(phone.json().fields).toEqual([{ path: 'primaryContactPhone', message: expect.any(String) }]);
    // The status is not part of the body: it changes only through activate/deactivate (VEND-15).
    const status = await h.send('tag', 'PUT', `/api/vendors/${externalId}`, h.body({ status: 'INACTIVE' }));
    expect(status.statusCode).toBe(400);
    expect((await h.get('tag', `/api/vendors/${externalId}`)).json()).toMatchObject({
      name: 'Renamed Staffing',
      status: 'ACTIVE',
    });
  });

  it("a name is one vendor whatever its case: 409 'Vendor name already exists', also on rename; a vendor keeps its own name", async () => {
    await h.send('admin', 'POST', '/api/vendors', h.body({ name: 'Orbit Partners' }));
    const again = await h.send('admin', 'POST', '/api/vendors', h.body({ name: 'ORBIT partners' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VENDOR_NAME_EXISTS', message: VENDOR_MESSAGES.nameTaken });

    const other = (await h.send('admin', 'POST', '/api/vendors', h.body({ name: 'Comet Partners' }))).json();
    const rename = await h.send(
      'admin',
      'PUT',
      `/api/vendors/${other.externalId}`,
      h.body({ name: 'orbit PARTNERS' }),
    );
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(VENDOR_MESSAGES.nameTaken);
    const ownCase = await h.send(
      'admin',
      'PUT',
      `/api/vendors/${other.externalId}`,
      h.body({ name: 'COMET Partners' }),
    );
    expect(ownCase.statusCode).toBe(200);
    expect(ownCase.json().name).toBe('COMET Partners');
  });

  it('two saves of one new name at the same moment over HTTP: one 201, the others 409, never a 500', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.http(h.cookies.admin, 'POST', '/api/vendors', h.body({ name: 'Race Staffing' }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const page = (await h.get('admin', '/api/vendors?search=race%20staffing')).json();
    expect(page.totalElements).toBe(1);
  });
});

describe('not found and not allowed', () => {
  it('[VEND-06] an unknown vendor is 404 with its message on every vendor route', async () => {
    const calls = [
      h.get('admin', `/api/vendors/${UNKNOWN}`),
      h.get('admin', `/api/vendors/${UNKNOWN}/detail`),
      h.get('admin', `/api/vendors/${UNKNOWN}/vacancies`),
      h.send('admin', 'PUT', `/api/vendors/${UNKNOWN}`, h.body()),
      h.send('admin', 'PUT', `/api/vendors/${UNKNOWN}/activate`),
      h.send('admin', 'PUT', `/api/vendors/${UNKNOWN}/deactivate`),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(VENDOR_MESSAGES.notFound);
    }
  });

  it('[NAV-13][NAV-22] a VENDOR gets no vendor call at all (403), not even for its own vendor', async () => {
    const [own] = await h.t.db
      .select({ externalId: vendors.externalId })
      .from(vendors)
      .where(eq(vendors.id, h.t.vendor.vendorId ?? -1));
    if (!own) throw new Error('the test VENDOR has no vendor');
    const path = `/api/vendors/${own.externalId}`;
    for (const answer of [
      await h.get('vendor', '/api/vendors'),
      await h.send('vendor', 'POST', '/api/vendors', h.body()),
      await h.get('vendor', path),
      await h.get('vendor', `${path}/detail`),
      await h.get('vendor', `${path}/vacancies`),
      await h.send('vendor', 'PUT', path, h.body()),
      await h.send('vendor', 'PUT', `${path}/deactivate`),
    ]) {
      expect(answer.statusCode).toBe(403);
    }
  });
});
