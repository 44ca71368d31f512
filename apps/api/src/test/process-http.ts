import { connect } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../db/schema/index.js';
import { users } from '../db/schema/index.js';
import { hashPasswordWith } from '../lib/password-hash.js';
import { TEST_PASSWORD } from './test-app.js';
import { TWO_FACTOR_OFF_FOR_TESTS } from './test-database.js';

/** The origin app processes are started with (app-process.ts): a POST must come from it or from no page. */
export const PROCESS_ORIGIN = 'http://talent-desk.test';

/** An app process's address on a port given with PORT. */
export const local = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Lines the app logged at error or fatal level (pino JSON), or printed otherwise (a stack trace), but for
 * main.ts's line saying where it runs.
 */
export function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('Talent Desk is running at'))
    .filter((line) => !line.startsWith('{') || /"level":(50|60)/.test(line));
}

/** Whether a TCP connection to the port is refused (the server has closed its listener). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * An ADMIN with TEST_PASSWORD written straight into the database the processes share; staff need no
 * second factor there (a database the app migrated itself requires it: TWO_FACTOR_OFF_FOR_TESTS).
 */
export async function insertAdmin(pool: pg.Pool, email: string): Promise<void> {
  const passwordHash = await hashPasswordWith(TEST_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  await pool.query(TWO_FACTOR_OFF_FOR_TESTS);
  await drizzle(pool, { schema })
    .insert(users)
    .values({ firstName: 'Process', lastName: 'Admin', email, role: 'ADMIN', passwordHash, title: 'Admin' });
}

/** Signs in over HTTP; the session cookie, ready for a `cookie` header. */
export async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PROCESS_ORIGIN },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}
