import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@talent-desk/shared';
import { purgeAuditEvents } from '../../../lib/audit.js';
import { auditEventsAfter, lastAuditId } from '../../../test/audit-events.js';
import { startAuditExport } from './audit-export.service.js';
import { countAuditEvents } from './audit-log.repo.js';
import {
  linkToken,
  mailsTo,
  openVendorHarness,
  userBody,
  type VendorHarness,
} from '../../people/testing/index.js';

let h: VendorHarness;
let vendor: { id: number; externalId: string; name: string };
beforeAll(async () => {
  h = await openVendorHarness();
  vendor = await h.t.createVendor();
});
afterAll(async () => {
  await h?.close();
});

type Row = { action: string; actor_user_id: number | null; target_id: string | null; changes: unknown };

/** The events about one target, oldest first, straight from the table. */
async function eventsAbout(targetId: string): Promise<Row[]> {
  const { rows } = await h.t.database.pool.query<Row>(
    'select action, actor_user_id, target_id, changes from audit_events where target_id = $1 order by id',
    [targetId],
  );
  return rows;
}

async function eventCount(): Promise<number> {
  const { rows } = await h.t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from audit_events',
  );
  return rows[0]?.n ?? 0;
}

async function newVendorUser(): Promise<{ externalId: string; body: ReturnType<typeof userBody> }> {
  const body = userBody(vendor.externalId);
  const created = await h.send('admin', 'POST', '/api/users', body);
  expect(created.statusCode).toBe(201);
  return { externalId: (created.json() as { externalId: string }).externalId, body };
}

describe('audit log: append-only in the database', () => {
  it('UPDATE, DELETE and TRUNCATE of audit events fail, whoever asks', async () => {
    await newVendorUser();
    const pool = h.t.database.pool;
    await expect(pool.query(`update audit_events set action = 'user.updated'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(pool.query('delete from audit_events')).rejects.toThrow(/append-only/);
    await expect(pool.query('truncate audit_events')).rejects.toThrow(/append-only/);
    expect(await eventCount()).toBeGreaterThan(0);
  });

  it('the retention purge deletes only events older than the cutoff it sets for its own transaction', async () => {
    const client = await h.t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('talent_desk.audit_purge_before', '2000-01-01', true)`);
      // Nothing is that old: the cutoff admits no row, and a newer row is still refused.
      await expect(client.query('delete from audit_events')).rejects.toThrow(/append-only/);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await eventCount()).toBeGreaterThan(0);
  });
});

describe('audit log: retention', () => {
  it('the purge deletes only events past the retention, once, and records itself as audit.purged', async () => {
    const pool = h.t.database.pool;
    await pool.query(
      `insert into audit_events (occurred_at, action, target_type, target_id)
       values (now() - interval '800 days', 'user.updated', 'user', 'old-one'),
              (now() - interval '700 days', 'user.updated', 'user', 'kept-one')`,
    );
    const before = await eventCount();
    expect(await purgeAuditEvents(h.t.db, 730)).toBe(1);
    expect(await eventsAbout('old-one')).toEqual([]);
    expect(await eventsAbout('kept-one')).toHaveLength(1);
    expect(await eventCount()).toBe(before); // one deleted, the purge's own event added
    const { rows } = await pool.query<{ changes: unknown }>(
      `select changes from audit_events where action = 'audit.purged'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.changes).toContainEqual({ field: 'eventsBefore', old: 1, new: 0 });
    // Again: nothing left to purge, nothing recorded.
    expect(await purgeAuditEvents(h.t.db, 730)).toBe(0);
    expect(await eventCount()).toBe(before);
  });
});

describe('audit log: every change of a user is one event, in its own transaction', () => {
  it('creating a user records user.created by the actor with the new values, never a password', async () => {
    const { externalId, body } = await newVendorUser();
    const [event, ...more] = await eventsAbout(externalId);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({ action: 'user.created', actor_user_id: h.t.admin.id });
    const changes = event?.changes as { field: string; old: unknown; new: unknown }[];
    expect(changes).toContainEqual({ field: 'email', old: null, new: body.email.toLowerCase() });
    expect(changes).toContainEqual({ field: 'role', old: null, new: 'VENDOR' });
    expect(JSON.stringify(changes)).not.toMatch(/password/i);
  });

  it('a role change is user.role_changed with each changed field as old -> new', async () => {
    const { externalId, body } = await newVendorUser();
    const updated = await h.send('admin', 'PUT', `/api/users/${externalId}`, {
      ...body,
      role: 'TAG',
      vendorExternalId: null,
      title: 'Recruiter',
    });
    expect(updated.statusCode).toBe(200);
    const events = await eventsAbout(externalId);
    expect(events.map((e) => e.action)).toEqual(['user.created', 'user.role_changed']);
    expect(events[1]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', old: 'VENDOR', new: 'TAG' },
        { field: 'title', old: null, new: 'Recruiter' },
        { field: 'vendorExternalId', old: vendor.externalId, new: null },
      ]),
    );
  });

  it('a refused change writes no change event: a TAG creating an ADMIN is one access.denied, an unknown user nothing', async () => {
    const before = await lastAuditId(h.t.database);
    const refused = await h.send('tag', 'POST', '/api/users', userBody(null, { role: 'ADMIN' }));
    expect(refused.statusCode).toBe(403);
    const unknown = await h.send(
      'admin',
      'PUT',
      '/api/users/00000000-0000-4000-8000-000000000000/deactivate',
    );
    expect(unknown.statusCode).toBe(404);
    // The service refused it (a TAG may create vendor users only): the refusal is recorded, the user not.
    expect(await auditEventsAfter(h.t.database, before)).toEqual([
      expect.objectContaining({
        action: 'access.denied',
        actor_user_id: h.t.tag.id,
        target_type: 'route',
        target_id: 'POST /api/users',
        target_label: 'users:write',
      }),
    ]);
  });

  it('deactivations sent at once over HTTP each write exactly one event', async () => {
    const targets = await Promise.all(Array.from({ length: 6 }, () => newVendorUser()));
    const answers = await Promise.all(
      targets.map((user) => h.http(h.cookies.admin, 'PUT', `/api/users/${user.externalId}/deactivate`)),
    );
    expect(answers.map((a) => a.status)).toEqual(targets.map(() => 200));
    for (const user of targets) {
      const events = await eventsAbout(user.externalId);
      expect(events.map((e) => e.action)).toEqual(['user.created', 'user.deactivated']);
      expect(events[1]?.changes).toEqual([{ field: 'status', old: 'ACTIVE', new: 'INACTIVE' }]);
    }
  });
});

describe('audit log: vendors', () => {
  it('create, update and deactivate are one event each with the changed fields; a taken name writes none', async () => {
    const body = h.body();
    const created = await h.send('admin', 'POST', '/api/vendors', body);
    expect(created.statusCode).toBe(201);
    const externalId = (created.json() as { externalId: string }).externalId;
    const before = await eventCount();
    expect((await h.send('tag', 'POST', '/api/vendors', h.body({ name: body.name }))).statusCode).toBe(409);
    expect(await eventCount()).toBe(before);
    const updated = await h.send('tag', 'PUT', `/api/vendors/${externalId}`, { ...body, tier: 'Tier 1' });
    expect(updated.statusCode).toBe(200);
    expect((await h.send('admin', 'PUT', `/api/vendors/${externalId}/deactivate`)).statusCode).toBe(200);
    const events = await eventsAbout(externalId);
    expect(events.map((e) => e.action)).toEqual(['vendor.created', 'vendor.updated', 'vendor.deactivated']);
    expect(events[1]).toMatchObject({
      actor_user_id: h.t.tag.id,
      changes: [{ field: 'tier', old: 'Tier 2', new: 'Tier 1' }],
    });
    expect(events[2]?.changes).toEqual([{ field: 'status', old: 'ACTIVE', new: 'INACTIVE' }]);
  });
});

describe('audit log: settings lists', () => {
  it('an item created, renamed and deleted is one event each, named by its kind, with old -> new', async () => {
    const created = await h.send('admin', 'POST', '/api/settings/hiring-managers', { name: 'Zoe Quinn' });
    expect(created.statusCode).toBe(201);
    const { externalId } = created.json() as { externalId: string };
    const renamed = await h.send('admin', 'PUT', `/api/settings/hiring-managers/${externalId}`, {
      name: 'Zoe Quinn-Ray',
    });
    expect(renamed.statusCode).toBe(200);
    const deleted = await h.t.inject({
      method: 'DELETE',
      url: `/api/settings/hiring-managers/${externalId}`,
      headers: { cookie: h.cookies.admin },
    });
    expect(deleted.statusCode).toBe(204);
    const events = await eventsAbout(externalId);
    expect(events.map((e) => e.action)).toEqual(['setting.created', 'setting.updated', 'setting.deleted']);
    expect(events[0]?.changes).toContainEqual({ field: 'name', old: null, new: 'Zoe Quinn' });
    expect(events[1]?.changes).toEqual([{ field: 'name', old: 'Zoe Quinn', new: 'Zoe Quinn-Ray' }]);
    expect(events[2]?.changes).toContainEqual({ field: 'name', old: 'Zoe Quinn-Ray', new: null });
  });
});

describe('audit log: sign-in', () => {
  it('a wrong password is auth.login_failed naming the user; an unknown address names the address', async () => {
    const wrong = await h.t.login(h.t.tag.email, 'Not-the-password-1');
    expect(wrong.response.statusCode).toBe(401);
    const unknown = await h.t.login('nobody.here@example.test', 'Not-the-password-1');
    expect(unknown.response.statusCode).toBe(401);
    const { rows } = await h.t.database.pool.query<{ target_id: string | null; target_label: string }>(
      `select target_id, target_label from audit_events where action = 'auth.login_failed' order by id`,
    );
    expect(rows).toContainEqual(expect.objectContaining({ target_id: h.t.tag.externalId }));
    expect(rows).toContainEqual({ target_id: null, target_label: 'nobody.here@example.test' });
  });

  it('a forgotten password asked for is an event naming the address; a password set through the link is the user’s own event', async () => {
    const { externalId, body } = await newVendorUser();
    const [invitation] = await mailsTo(h.t, body.email);
    const set = await h.send('admin', 'POST', '/api/auth/set-password', {
      token: linkToken(invitation?.text ?? ''),
      newPassword: 'A-long-new-password-7',
      confirmPassword: 'A-long-new-password-7',
    });
    expect(set.statusCode).toBe(200);
    const events = await eventsAbout(externalId);
    expect(events.map((e) => e.action)).toEqual(['user.created', 'auth.password_set']);
    const { rows: users } = await h.t.database.pool.query<{ id: number }>(
      'select id from users where external_id = $1',
      [externalId],
    );
    expect(events[1]?.actor_user_id).toBe(users[0]?.id);

    const asked = await h.send('admin', 'POST', '/api/auth/forgot-password', {
      email: 'who.ever@example.test',
    });
    expect(asked.statusCode).toBe(202);
    const { rows } = await h.t.database.pool.query<{ target_label: string }>(
      `select target_label from audit_events where action = 'auth.password_reset_requested'`,
    );
    expect(rows).toContainEqual({ target_label: 'who.ever@example.test' });
  });

  it('a sign-in is auth.signed_in by the user themselves', async () => {
    const before = await h.t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from audit_events where action = 'auth.signed_in' and actor_user_id = $1`,
      [h.t.vendor.id],
    );
    expect((await h.t.login(h.t.vendor.email)).response.statusCode).toBe(200);
    const after = await h.t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from audit_events where action = 'auth.signed_in' and actor_user_id = $1`,
      [h.t.vendor.id],
    );
    expect((after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0)).toBe(1);
  });
});

describe('GET /api/audit-events', () => {
  it('is ADMIN only: a TAG and a VENDOR get 403', async () => {
    expect((await h.get('tag', '/api/audit-events')).statusCode).toBe(403);
    expect((await h.get('vendor', '/api/audit-events')).statusCode).toBe(403);
  });

  it('lists newest first with the actor, request id and changes, filtered by actor, action and target', async () => {
    const { externalId } = await newVendorUser();
    await h.send('admin', 'PUT', `/api/users/${externalId}/deactivate`);
    const byTarget = await h.get('admin', `/api/audit-events?targetType=user&targetId=${externalId}`);
    expect(byTarget.statusCode).toBe(200);
    const events = (byTarget.json() as { content: AuditEvent[] }).content;
    expect(events.map((e) => e.action)).toEqual(['user.deactivated', 'user.created']);
    expect(events[0]).toMatchObject({
      actor: { externalId: h.t.admin.externalId, role: 'ADMIN' },
      targetType: 'user',
      targetId: externalId,
      changes: [{ field: 'status', old: 'ACTIVE', new: 'INACTIVE' }],
    });
    expect(events[0]?.requestId).toBeTruthy();
    expect(events[0]?.clientAddress).toBeTruthy();

    const byAction = await h.get(
      'admin',
      `/api/audit-events?action=user.deactivated&actor=${h.t.admin.externalId}`,
    );
    const actions = (byAction.json() as { content: AuditEvent[] }).content.map((e) => e.action);
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['user.deactivated']));
  });

  it('counts up to a cap only: past it the total is a lower bound (totalIsExact false)', async () => {
    await newVendorUser();
    const all = await eventCount();
    expect(await countAuditEvents(h.t.database.db, undefined, all)).toEqual({ total: all, exact: true });
    expect(await countAuditEvents(h.t.database.db, undefined, 1)).toEqual({ total: 1, exact: false });
    const answer = (await h.get('admin', '/api/audit-events')).json() as { totalIsExact: boolean };
    expect(answer.totalIsExact).toBe(true);
  });

  it('filters by UTC day range; a range that ends before it starts is a 400 naming the field', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await h.get('admin', `/api/audit-events?from=${today}&to=${today}`);
    expect((inRange.json() as { totalElements: number }).totalElements).toBeGreaterThan(0);
    const past = await h.get('admin', '/api/audit-events?from=2001-01-01&to=2001-01-31');
    expect((past.json() as { totalElements: number }).totalElements).toBe(0);
    const backwards = await h.get('admin', '/api/audit-events?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('to');
    expect((await h.get('admin', '/api/audit-events?action=user.exploded')).statusCode).toBe(400);
  });
});

describe('GET /api/audit-events/export', () => {
  it('is the filtered log as xlsx, newest first, each change as `field: old -> new`; ADMIN only', async () => {
    const { externalId } = await newVendorUser();
    await h.send('admin', 'PUT', `/api/users/${externalId}/deactivate`);
    expect((await h.get('tag', `/api/audit-events/export?targetId=${externalId}`)).statusCode).toBe(403);
    const response = await h.get('admin', `/api/audit-events/export?targetType=user&targetId=${externalId}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{8}-\d{4}\.xlsx"$/,
    );
    expect(response.headers['x-export-rows']).toBe('2');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit log');
    const cells = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1).map(String);
    expect(cells(1).slice(0, 4)).toEqual(['When (UTC)', 'Actor', 'Role', 'Action']);
    expect(sheet?.rowCount).toBe(3);
    expect(cells(2)[3]).toBe('user.deactivated');
    expect(cells(2)).toContain('status: ACTIVE -> INACTIVE');
    expect(cells(2)[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells(3)[3]).toBe('user.created');
  });

  it('pages through more events than one batch without repeating or skipping one', async () => {
    for (let i = 0; i < 9; i += 1) await newVendorUser();
    const total = await eventCount();
    const file = await startAuditExport(h.t.database.db, { page: 1, size: 15 } as never, { batchSize: 4 });
    expect(file.total).toBe(total);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit log');
    expect(sheet?.rowCount).toBe(total + 1);
    // Each event once: its request id and time together are unique enough here, its row's text is.
    const lines = new Set<string>();
    sheet?.eachRow((row, n) => {
      if (n > 1) lines.add(JSON.stringify(row.values));
    });
    expect(lines.size).toBe(total);
  });

  it('refuses more events than the limit with a 400 naming the dates to narrow', async () => {
    await expect(
      startAuditExport(h.t.database.db, { page: 1, size: 15 } as never, { maxRows: 1 }),
    ).rejects.toMatchObject({ status: 400, code: 'EXPORT_TOO_LARGE' });
  });
});
