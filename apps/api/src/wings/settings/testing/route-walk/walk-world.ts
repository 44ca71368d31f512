import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AuditAction } from '@talent-desk/shared';
import { seedCandidateReference, type ReferenceFixture } from '../../../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../../../test/test-app.js';

export type Who = 'admin' | 'tag' | 'vendor' | 'anonymous';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request of the walk: who sends it, where, and its body (JSON, or multipart with its headers). */
export type WalkCall = {
  /** One of the world's users, or a user of its own (a call that ends the sender's sessions). */
  as: Who | TestUser;
  url: string;
  payload?: object;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  remoteAddress?: string;
};

/**
 * A mutating route's line in the walk: `ok` sets up what the call needs and answers a call that
 * succeeds (one event, `action`, by `as`); `refused` answers one the route refuses (a 4xx, no event).
 * Neither may be a 403 of the access layer: that is an event of its own (access.denied).
 */
export type WalkCase = {
  action: AuditAction;
  ok: (w: World) => Promise<WalkCall>;
  refused: (w: World) => Promise<WalkCall>;
};

/** The app of the walk and what its cases build on: users per role, reference rows, request helpers. */
export type World = {
  t: TestApp;
  ref: ReferenceFixture;
  users: Record<Exclude<Who, 'anonymous'>, TestUser>;
  /** The user id an event of `as` names (null: nobody signed in). */
  actorOf: (as: WalkCall['as']) => number | null;
  /** A unique suffix (letters and digits) for names that must not repeat. */
  unique: () => string;
  send: (call: WalkCall, method: Method) => Promise<LightMyRequestResponse>;
  /** A setup request that must succeed; its JSON answer. */
  must: <T = Record<string, unknown>>(method: Method, call: WalkCall) => Promise<T>;
  /** One value from the database, for ids a setup has no route to read. */
  value: <T>(sql: string, params?: unknown[]) => Promise<T>;
  close: () => Promise<void>;
};

export async function openWalkWorld(): Promise<World> {
  // Its own DATA_DIR: resumes and applications store files.
  const dataDir = await mkdtemp(join(tmpdir(), 'td-route-walk-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  const ref = await seedCandidateReference(t.db);
  const users = { admin: t.admin, tag: t.tag, vendor: t.vendor };
  const cookies = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
    anonymous: '',
  };
  const cookieOf = async (as: WalkCall['as']) => (typeof as === 'string' ? cookies[as] : t.sessionCookie(as));
  const send: World['send'] = async (call, method) =>
    t.inject({
      method,
      url: call.url,
      headers: {
        ...(call.as === 'anonymous' ? {} : { cookie: await cookieOf(call.as) }),
        ...call.multipart?.headers,
      },
      ...(call.multipart
        ? { payload: call.multipart.payload }
        : call.payload
          ? { payload: call.payload }
          : {}),
      ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
    });
  return {
    t,
    ref,
    users,
    actorOf: (as) => (typeof as === 'object' ? as.id : as === 'anonymous' ? null : users[as].id),
    unique: () => randomBytes(4).toString('hex'),
    send,
    must: async (method, call) => {
      const response = await send(call, method);
      if (response.statusCode >= 300)
        throw new Error(`setup ${method} ${call.url}: ${response.statusCode} ${response.body}`);
      return (response.body ? response.json() : {}) as never;
    },
    value: async (sql, params = []) => {
      const { rows } = await t.database.pool.query<{ value: unknown }>(sql, params);
      return rows[0]?.value as never;
    },
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
