import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vendors } from '../../../db/schema/index.js';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness, type Who } from '../../vacancies/testing/index.js';

/** ADMIN, TAG and a VENDOR of each of two vendors (the demo's Acme and Globex in miniature). */
const h = useVacancyHarness();

type Page = { content: { externalId: string }[]; totalElements: number; numberOfElements: number };
const ids = (page: Page) => page.content.map((row) => row.externalId);

async function page(who: Who | string, url: string): Promise<Page> {
  const response =
    who === 'admin' || who === 'tag' || who === 'vendor' || who === 'vendor2'
      ? await h.get(who, url)
      : await h.t.inject({ method: 'GET', url, headers: { cookie: who } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** A fresh user of the role (with its own session), so that "mine" starts empty. */
async function freshUser(role: 'ADMIN' | 'TAG', businessGroupId?: number) {
  const user = await h.t.createUser(role);
  if (businessGroupId !== undefined) {
    await h.t.db.update(users).set({ businessGroupId }).where(eq(users.id, user.id));
  }
  return { user, cookie: await h.t.sessionCookie(user) };
}

/** A candidate submitted by `vendorId`, attached Pending to a fresh vacancy unless told otherwise. */
async function vendorCandidate(vendorId: number, overrides: Parameters<typeof insertCandidate>[1] = {}) {
  return insertCandidate(h.t.db, { source: 'VENDOR', vendorId, sourceName: 'Vendor', ...overrides });
}

describe('GET /api/dashboard: the blocks per role', () => {
  it('[DASH-04][DASH-05] ADMIN sees open vacancies, vendor candidates to review, new applications and the background-check block', async () => {
    const india = await freshUser('ADMIN', h.ref.businessGroups.india.id);
    for (const who of ['admin', india.cookie]) {
      const response = await (who === 'admin'
        ? h.get('admin', '/api/dashboard')
        : h.t.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: who } }));
      expect(response.statusCode).toBe(200);
      // DASH-05: always, even for an ADMIN of the India group.
      expect(response.json()).toEqual({
        blocks: ['openVacancies', 'review', 'applications', 'readyForBgc'],
        vendorName: null,
      });
    }
  });

  it('[DASH-04][DASH-06] TAG outside the India group gets all four blocks; in the India group no background-check block, and its list answers 403', async () => {
    const europe = await freshUser('TAG', h.ref.businessGroups.europe.id);
    const india = await freshUser('TAG', h.ref.businessGroups.india.id);
    const blocksOf = async (cookie: string) =>
      (await h.t.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json().blocks;
    expect(await blocksOf(europe.cookie)).toEqual(['openVacancies', 'review', 'applications', 'readyForBgc']);
    expect(await blocksOf(h.cookies.tag)).toEqual(['openVacancies', 'review', 'applications', 'readyForBgc']);
    expect(await blocksOf(india.cookie)).toEqual(['openVacancies', 'review', 'applications']);

    const refused = await h.t.inject({
      method: 'GET',
      url: '/api/candidates/lists/ready-for-bgc',
      headers: { cookie: india.cookie },
    });
    expect(refused.statusCode).toBe(403);
    await page(europe.cookie, '/api/candidates/lists/ready-for-bgc');
    // The India TAG keeps its other lists.
    await page(india.cookie, '/api/candidates/lists/review');
  });

  it('[DASH-07] VENDOR sees its vendor’s open vacancies, its latest candidates and the background-check block, with its vendor name', async () => {
    for (const who of ['vendor', 'vendor2'] as const) {
      const response = await h.get(who, '/api/dashboard');
      const vendorId = who === 'vendor' ? h.vendors.own.id : h.vendors.other.id;
      const [vendor] = await h.t.db
        .select({ name: vendors.name })
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      expect(response.json()).toEqual({
        blocks: ['openVacancies', 'latest', 'readyForBgc'],
        vendorName: vendor?.name,
      });
    }
  });
});

describe('GET /api/vacancies/dashboard', () => {
  it('[DASH-04][DASH-08][DASH-11] ADMIN and TAG: the OPEN vacancies they created, five a page, newest first', async () => {
    for (const role of ['ADMIN', 'TAG'] as const) {
      const me = await freshUser(role);
      const someoneElse = await freshUser(role);
      const mine = [];
      for (let i = 0; i < 6; i++) {
        mine.push(
          await insertVacancy(h.t.db, {
            createdByUserId: me.user.id,
            createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          }),
        );
      }
      await insertVacancy(h.t.db, { createdByUserId: me.user.id, status: 'CLOSED' });
      await insertVacancy(h.t.db, { createdByUserId: me.user.id, status: 'ON_HOLD' });
      await insertVacancy(h.t.db, { createdByUserId: someoneElse.user.id });
      const url = `/api/vacancies/dashboard?loggedUserExtId=${me.user.externalId}&vacancy_statuses=OPEN`;
      const first = await page(me.cookie, url);
      expect(first.totalElements).toBe(6);
      expect(ids(first)).toEqual(
        mine
          .slice(1)
          .reverse()
          .map((v) => v.externalId),
      );
      const second = await page(me.cookie, `${url}&page=2`);
      expect(ids(second)).toEqual([mine[0]?.externalId]);
      // Without vacancy_statuses the block is still the OPEN ones.
      expect((await page(me.cookie, '/api/vacancies/dashboard')).totalElements).toBe(6);
    }
  });

  it('[DASH-07][DASH-11] VENDOR: only OPEN vacancies shared with its own vendor (both vendors)', async () => {
    const { own, other } = h.vendors;
    const forOwn = await insertVacancy(h.t.db, { sharedWithVendorIds: [own.id] });
    const forOther = await insertVacancy(h.t.db, { sharedWithVendorIds: [other.id] });
    const forBoth = await insertVacancy(h.t.db, { sharedWithVendorIds: [own.id, other.id] });
    const onHold = await insertVacancy(h.t.db, {
      status: 'ON_HOLD',
      sharedWithVendorIds: [own.id, other.id],
    });
    const notShared = await insertVacancy(h.t.db, {});

    const seenBy = async (who: 'vendor' | 'vendor2') =>
      ids(await page(who, '/api/vacancies/dashboard?vacancy_statuses=OPEN&size=100'));
    const ownSees = await seenBy('vendor');
    expect(ownSees).toEqual(expect.arrayContaining([forOwn.externalId, forBoth.externalId]));
    for (const hidden of [forOther, onHold, notShared]) expect(ownSees).not.toContain(hidden.externalId);
    const otherSees = await seenBy('vendor2');
    expect(otherSees).toEqual(expect.arrayContaining([forOther.externalId, forBoth.externalId]));
    for (const hidden of [forOwn, onHold, notShared]) expect(otherSees).not.toContain(hidden.externalId);
  });
});

describe('GET /api/candidates/lists/*', () => {
  it('[DASH-04][DASH-10] review: vendor candidates still Pending on a vacancy, for ADMIN and TAG; a VENDOR gets 403', async () => {
    const vacancy = await insertVacancy(h.t.db, { sharedWithVendorIds: [h.vendors.own.id] });
    const waiting = await vendorCandidate(h.vendors.own.id);
    await attachCandidate(h.t.db, waiting.id, vacancy.id);
    const screened = await vendorCandidate(h.vendors.other.id);
    await attachCandidate(h.t.db, screened.id, vacancy.id, { status: 'SHORTLISTED' });
    const direct = await insertCandidate(h.t.db, {});
    await attachCandidate(h.t.db, direct.id, vacancy.id);
    const unassigned = await vendorCandidate(h.vendors.own.id);

    for (const who of ['admin', 'tag'] as const) {
      const listed = ids(await page(who, '/api/candidates/lists/review?size=100'));
      expect(listed).toContain(waiting.externalId);
      for (const other of [screened, direct, unassigned]) expect(listed).not.toContain(other.externalId);
    }
    for (const list of ['review', 'new']) {
      expect((await h.get('vendor', `/api/candidates/lists/${list}`)).statusCode).toBe(403);
    }
  });

  it('[DASH-04][DASH-10] new applications: careers-site (GL_WEBSITE) candidates still Pending on the vacancy applied to', async () => {
    const vacancy = await insertVacancy(h.t.db, { publishToExternalApp: true });
    const applied = await insertCandidate(h.t.db, { source: 'GL_WEBSITE' });
    await attachCandidate(h.t.db, applied.id, vacancy.id);
    const rejected = await insertCandidate(h.t.db, { source: 'GL_WEBSITE' });
    await attachCandidate(h.t.db, rejected.id, vacancy.id, { status: 'REJECTED' });
    const vendorPending = await vendorCandidate(h.vendors.own.id);
    await attachCandidate(h.t.db, vendorPending.id, vacancy.id);

    for (const who of ['admin', 'tag'] as const) {
      const listed = ids(await page(who, '/api/candidates/lists/new?size=100'));
      expect(listed).toContain(applied.externalId);
      expect(listed).not.toContain(rejected.externalId);
      expect(listed).not.toContain(vendorPending.externalId);
    }
  });

  it('[DASH-07][DASH-08][DASH-10] latest: a VENDOR’s own vendor’s candidates, newest first, five a page (both vendors); ADMIN and TAG get 403', async () => {
    const byVendor = new Map<number, string[]>();
    for (const vendorId of [h.vendors.own.id, h.vendors.other.id]) {
      const created = [];
      for (let i = 0; i < 6; i++) {
        created.push(await vendorCandidate(vendorId, { createdAt: new Date(Date.UTC(2030, 0, 1 + i)) }));
      }
      byVendor.set(
        vendorId,
        created.map((c) => c.externalId),
      );
    }
    for (const [who, vendorId, otherId] of [
      ['vendor', h.vendors.own.id, h.vendors.other.id],
      ['vendor2', h.vendors.other.id, h.vendors.own.id],
    ] as const) {
      const first = await page(who, '/api/candidates/lists/latest');
      expect(first.numberOfElements).toBe(5);
      expect(ids(first)).toEqual((byVendor.get(vendorId) ?? []).slice(1).reverse());
      const everything = ids(await page(who, '/api/candidates/lists/latest?size=100'));
      for (const foreign of byVendor.get(otherId) ?? []) expect(everything).not.toContain(foreign);
    }
    for (const who of ['admin', 'tag'] as const) {
      expect((await h.get(who, '/api/candidates/lists/latest')).statusCode).toBe(403);
    }
  });

  it('[DASH-05][DASH-07][DASH-10] ready for background check: ADMIN and TAG see every one, a VENDOR only its own (both vendors)', async () => {
    const own = await vendorCandidate(h.vendors.own.id, { backgroundStatus: 'READY_FOR_BGC' });
    const other = await vendorCandidate(h.vendors.other.id, { backgroundStatus: 'READY_FOR_BGC' });
    const direct = await insertCandidate(h.t.db, { backgroundStatus: 'READY_FOR_BGC' });
    const started = await vendorCandidate(h.vendors.own.id, { backgroundStatus: 'BGC_INITIATED' });

    const url = '/api/candidates/lists/ready-for-bgc?size=100';
    for (const who of ['admin', 'tag'] as const) {
      const listed = ids(await page(who, url));
      expect(listed).toEqual(expect.arrayContaining([own.externalId, other.externalId, direct.externalId]));
      expect(listed).not.toContain(started.externalId);
    }
    const ownSees = ids(await page('vendor', url));
    expect(ownSees).toContain(own.externalId);
    for (const hidden of [other, direct, started]) expect(ownSees).not.toContain(hidden.externalId);
    const otherSees = ids(await page('vendor2', url));
    expect(otherSees).toContain(other.externalId);
    for (const hidden of [own, direct, started]) expect(otherSees).not.toContain(hidden.externalId);
  });

  it('[DASH-08][DASH-10] each block is the first page of the candidate list with the block’s filters (what View all opens)', async () => {
    const vacancy = await insertVacancy(h.t.db, {});
    for (let i = 0; i < 7; i++) {
      const c = await vendorCandidate(h.vendors.own.id, { backgroundStatus: 'READY_FOR_BGC' });
      await attachCandidate(h.t.db, c.id, vacancy.id);
    }
    const pairs = [
      ['review', 'sources=VENDOR&statuses=PENDING'],
      ['new', 'sources=GL_WEBSITE&statuses=PENDING'],
      ['ready-for-bgc', 'backgroundStatuses=READY_FOR_BGC'],
    ];
    for (const [list, filters] of pairs) {
      const block = await page('admin', `/api/candidates/lists/${list}`);
      const full = await page('admin', `/api/candidates?${filters}&size=5`);
      expect(block, list).toEqual(full);
    }
    const latest = await page('vendor', '/api/candidates/lists/latest?page=2');
    expect(latest).toEqual(await page('vendor', '/api/candidates?size=5&page=2'));
  });

  it('[DASH-10] loggedUserExtId must be the caller’s own id: another user’s is a 400 naming the parameter', async () => {
    const own = `loggedUserExtId=${h.t.admin.externalId}`;
    await page('admin', `/api/candidates/lists/review?page=1&size=5&${own}`);
    await page('admin', `/api/vacancies/dashboard?${own}&vacancy_statuses=OPEN`);
    for (const url of [
      `/api/candidates/lists/review?loggedUserExtId=${h.t.tag.externalId}`,
      `/api/vacancies/dashboard?loggedUserExtId=${h.t.tag.externalId}`,
      '/api/candidates/lists/ready-for-bgc?loggedUserExtId=not-a-uuid',
    ]) {
      const response = await h.get('admin', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields.map((f: { path: string }) => f.path)).toContain('loggedUserExtId');
    }
  });
});
