import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../lib/queryable.js';
import { loginThrottle } from '../../db/schema/index.js';

/** Counters still inside their window, with the seconds left until each window ends (database clock). */
export async function findActiveCounters(db: Queryable, keys: string[], windowMs: number) {
  const windowEnd = sql`${loginThrottle.windowStartedAt} + ${windowMs} * interval '1 millisecond'`;
  return db
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${windowEnd} - now()))))::int`,
    })
    .from(loginThrottle)
    .where(sql`${inArray(loginThrottle.key, keys)} and ${windowEnd} > now()`);
}

/** One more failure; a window that has run out starts again at 1. Atomic, so it holds across processes. */
export async function recordFailure(db: Queryable, key: string, windowMs: number): Promise<void> {
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - ${windowMs} * interval '1 millisecond'`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    });
}

export async function clearCounter(db: Queryable, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
