import { eq } from 'drizzle-orm';
import type { Role } from '@talent-desk/shared';
import type { Config } from '../config/index.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { Actor } from '../lib/actor.js';
import { sessionTimes } from '../lib/session-times.js';
import { DEMO_USERS } from '../seed/demo/demo-constants.js';
import { resolveSession, SESSION_COOKIE, startSession } from '../wings/people/index.js';

/** The first demo user of each role signs in for the benchmarks. */
const DEMO_EMAILS = Object.fromEntries(
  (['ADMIN', 'TAG', 'VENDOR'] as const).map((role) => [role, DEMO_USERS.find((u) => u.role === role)?.email]),
) as Record<Role, string>;

export type BenchSession = { cookie: string; actor: Actor };

/** A session of each demo role (ADMIN, TAG, the first VENDOR) and the actor behind it. */
export async function demoSessions(db: Db, config: Config): Promise<Record<Role, BenchSession>> {
  const sessions: Partial<Record<Role, BenchSession>> = {};
  for (const [role, email] of Object.entries(DEMO_EMAILS) as [Role, string][]) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`the demo user ${email} is missing: reseed the bench database`);
    const token = await startSession(db, user.id, sessionTimes(config));
    const actor = await resolveSession(db, token, sessionTimes(config));
    if (!actor) throw new Error(`no session for ${email}`);
    sessions[role] = { cookie: `${SESSION_COOKIE}=${token}`, actor };
  }
  return sessions as Record<Role, BenchSession>;
}
