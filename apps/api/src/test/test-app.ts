import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role, VendorStatus } from '@talent-desk/shared';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config/index.js';
import type { Database, Db } from '../db/client.js';
import { users, vendors } from '../db/schema/index.js';
import { sessionTimes } from '../lib/session-times.js';
import { hashPasswordWith } from '../lib/password-hash.js';
import { SESSION_COOKIE, startSession } from '../wings/people/index.js';
import { openTestDatabase } from './test-database.js';

/** The password of every user the harness creates (hashed once per file: scrypt is deliberately slow). */
export const TEST_PASSWORD = 'Correct-horse-42!';

export type TestUser = { id: number; externalId: string; email: string; role: Role; vendorId: number | null };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  /** One user per role; the VENDOR belongs to an ACTIVE vendor. */
  admin: TestUser;
  tag: TestUser;
  vendor: TestUser;
  createVendor: (status?: VendorStatus) => Promise<{ id: number; externalId: string; name: string }>;
  createUser: (role: Role, options?: { vendorId?: number; email?: string }) => Promise<TestUser>;
  /** Signs in through the API; the `cookie` is ready for a `cookie` header. */
  login: (email: string, password?: string) => Promise<{ response: LightMyRequestResponse; cookie: string }>;
  /** A session straight in the database (no scrypt): for tests that need many signed-in requests. */
  sessionCookie: (user: TestUser) => Promise<string>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** Reads the session cookie a response set, as a `td_session=...` header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in the response (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/**
 * One app on a fresh database per test file (docs/architecture.md §5): in-memory PGlite, or a new database on
 * the server named by TEST_DATABASE_URL. The config comes from loadConfig with a test env object.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  // Test tooling reads only the variable naming the test server; the app's config stays in loadConfig.
  // `null` forces the embedded database whatever TEST_DATABASE_URL says. `jobs`: the queue's timing.
  {
    serverUrl = process.env.TEST_DATABASE_URL,
    jobs,
  }: { serverUrl?: string | null; jobs?: BuildAppOptions['jobs'] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(serverUrl ?? undefined);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/td-test', ...env });
  const app = await buildApp({ config, database, jobs });
  const db = database.db;
  // A cheap scrypt for the test users (N=2^10): files sign in many times; the app's own hashes (password
  // changes, invitations) keep the production cost.
  const passwordHash = await hashPasswordWith(TEST_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });

  const createVendor = async (status: VendorStatus = 'ACTIVE') => {
    const [row] = await db
      .insert(vendors)
      .values({ name: `Vendor ${randomBytes(4).toString('hex')}`, status })
      .returning({ id: vendors.id, externalId: vendors.externalId, name: vendors.name });
    if (!row) throw new Error('vendor not created');
    return row;
  };

  const createUser = async (role: Role, options: { vendorId?: number; email?: string } = {}) => {
    const vendorId = role === 'VENDOR' ? (options.vendorId ?? (await createVendor()).id) : null;
    const email = options.email ?? `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`;
    const [row] = await db
      .insert(users)
      .values({
        firstName: 'Test',
        lastName: role,
        email,
        role,
        vendorId,
        passwordHash,
        title: `${role} tester`,
      })
      .returning({ id: users.id, externalId: users.externalId });
    if (!row) throw new Error('user not created');
    return { ...row, email, role, vendorId };
  };

  const inject = (options: InjectOptions) => app.inject(options);
  const login = async (email: string, password = TEST_PASSWORD) => {
    const response = await inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    return { response, cookie: response.statusCode === 200 ? sessionCookieOf(response) : '' };
  };
  const sessionCookie = async (user: TestUser) =>
    `${SESSION_COOKIE}=${await startSession(db, user.id, sessionTimes(config))}`;

  return {
    app,
    database,
    db,
    config,
    admin: await createUser('ADMIN'),
    tag: await createUser('TAG'),
    vendor: await createUser('VENDOR'),
    createVendor,
    createUser,
    login,
    sessionCookie,
    inject,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
