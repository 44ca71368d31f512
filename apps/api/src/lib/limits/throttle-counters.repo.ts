import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../queryable.js';
import { loginThrottle } from '../../db/schema/index.js';

/** Every time below is the database's clock, so that all API processes agree. */
const ms = (value: number) => sql`${value} * interval '1 millisecond'`;
const windowOver = (windowMs: number) => sql`${loginThrottle.windowStartedAt} <= now() - ${ms(windowMs)}`;
/** The count after this attempt: a window that has run out starts again at 1. */
const nextFailures = (windowMs: number) =>
  sql`case when ${windowOver(windowMs)} then 1 else ${loginThrottle.failures} + 1 end`;
const nextWindowStart = (windowMs: number) =>
  sql`case when ${windowOver(windowMs)} then now() else ${loginThrottle.windowStartedAt} end`;

export type Counter = { failures: number; windowSecondsLeft: number; blockedSecondsLeft: number };

/** A counter still inside its window, or null. */
export async function readCounter(db: Queryable, key: string, windowMs: number): Promise<Counter | null> {
  const secondsUntil = (end: SQL) =>
    sql<number>`greatest(0, ceil(extract(epoch from (${end} - now()))))::int`;
  const [row] = await db
    .select({
      failures: loginThrottle.failures,
      windowSecondsLeft: secondsUntil(sql`${loginThrottle.windowStartedAt} + ${ms(windowMs)}`),
      blockedSecondsLeft: secondsUntil(sql`${loginThrottle.blockedUntil}`),
    })
    .from(loginThrottle)
    .where(sql`${eq(loginThrottle.key, key)} and not ${windowOver(windowMs)}`);
  return row ?? null;
}

/**
 * Counts an attempt of a client unless it has to wait, in one statement, so that parallel attempts
 * cannot all slip through a check made before any of them was counted. From `freeFailures` on, the
 * next attempt waits `firstDelayMs`, doubled per further failure up to `maxDelayMs`. False: refused.
 */
export async function reserveClientAttempt(
  db: Queryable,
  key: string,
  policy: { windowMs: number; freeFailures: number; firstDelayMs: number; maxDelayMs: number },
): Promise<boolean> {
  const delay = (failures: SQL) =>
    sql`case when ${failures} < ${policy.freeFailures} then 0
      else least(${policy.maxDelayMs}::float8,
        ${policy.firstDelayMs}::float8 * power(2, least(${failures} - ${policy.freeFailures}, 30))) end`;
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, blockedUntil: sql`now() + ${delay(sql`1`)} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: nextFailures(policy.windowMs),
        windowStartedAt: nextWindowStart(policy.windowMs),
        blockedUntil: sql`now() + ${delay(nextFailures(policy.windowMs))} * interval '1 millisecond'`,
      },
      // `now()` is each transaction's start: of two parallel attempts, the one that began first but
      // updates second sees the other's `blockedUntil = now()` a moment in its future. Under the free
      // failures nobody is blocked, so the count alone decides there.
      setWhere: sql`${windowOver(policy.windowMs)} or ${loginThrottle.failures} < ${policy.freeFailures}
        or ${loginThrottle.blockedUntil} <= now()`,
    })
    .returning({ key: loginThrottle.key });
  return rows.length > 0;
}

/** Counts an attempt against a cap (per IP) unless the cap is reached, atomically. False: refused. */
export async function reserveCappedAttempt(
  db: Queryable,
  key: string,
  policy: { windowMs: number; cap: number },
): Promise<boolean> {
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failures: nextFailures(policy.windowMs), windowStartedAt: nextWindowStart(policy.windowMs) },
      setWhere: sql`${windowOver(policy.windowMs)} or ${loginThrottle.failures} < ${policy.cap}`,
    })
    .returning({ key: loginThrottle.key });
  return rows.length > 0;
}

/** Counts an attempt (per account); returns the count in the window, this attempt included. */
export async function countAttempt(db: Queryable, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failures: nextFailures(windowMs), windowStartedAt: nextWindowStart(windowMs) },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

/** Takes back an attempt that turned out not to be a failure. */
export async function uncountAttempt(db: Queryable, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

export async function deleteCounter(db: Queryable, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * Deletes counters that no longer slow anyone down: not blocking and older than `olderThanMs` (longer
 * than the longest memory of any counter), so a flood of guesses from many addresses leaves no rows.
 */
export async function purgeForgottenCounters(db: Queryable, olderThanMs: number): Promise<number> {
  const deleted = await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.blockedUntil} < now() and ${loginThrottle.windowStartedAt} < now() - ${ms(olderThanMs)}`,
    )
    .returning({ key: loginThrottle.key });
  return deleted.length;
}
