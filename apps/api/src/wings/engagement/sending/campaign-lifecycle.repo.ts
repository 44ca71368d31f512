import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { campaigns } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

const c = campaigns;

/** A SCHEDULED campaign whose start has come, locked for opening; null if not due or another process has it. */
export async function lockDueScheduled(db: Queryable, campaignId: number) {
  const [row] = await db
    .select({
      id: c.id,
      audienceMode: c.audienceMode,
      audienceId: c.audienceId,
      candidateFilters: c.candidateFilters,
      applicationFilters: c.applicationFilters,
      endTime: c.endTime,
      endPassed: sql<boolean>`coalesce(${c.endTime} <= now(), false)`,
    })
    .from(c)
    .where(and(eq(c.id, campaignId), eq(c.status, 'SCHEDULED'), lte(c.startTime, sql`now()`)))
    .for('update', { skipLocked: true });
  return row ?? null;
}
export type DueCampaign = NonNullable<Awaited<ReturnType<typeof lockDueScheduled>>>;

export async function markOpen(db: Queryable, campaignId: number): Promise<void> {
  await db
    .update(c)
    .set({ status: 'OPEN', openedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(c.id, campaignId), eq(c.status, 'SCHEDULED')));
}

/** CLOSED at its end: only an OPEN campaign whose end has come (or a SCHEDULED one whose end passed unopened). */
export async function closeIfEnded(db: Queryable, campaignId: number): Promise<boolean> {
  const rows = await db
    .update(c)
    .set({ status: 'CLOSED', closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(c.id, campaignId), sql`${c.status} in ('OPEN', 'SCHEDULED')`, lte(c.endTime, sql`now()`)))
    .returning({ id: c.id });
  return rows.length === 1;
}

/** The campaigns being sent now. */
export async function openCampaignIds(db: Queryable): Promise<number[]> {
  const rows = await db.select({ id: c.id }).from(c).where(eq(c.status, 'OPEN')).orderBy(asc(c.id));
  return rows.map((row) => row.id);
}

export type Transition = { kind: 'open' | 'close'; campaignId: number; at: Date };

/**
 * The opens and closes due within `horizonSeconds` (or overdue): SCHEDULED campaigns by their start,
 * OPEN ones by their end. Both reads follow an index (status, start_time) / (status, end_time).
 */
export async function upcomingTransitions(db: Queryable, horizonSeconds: number): Promise<Transition[]> {
  const horizon = sql`now() + make_interval(secs => ${horizonSeconds}::float8)`;
  const [opens, closes] = [
    await db
      .select({ campaignId: c.id, at: c.startTime })
      .from(c)
      .where(and(eq(c.status, 'SCHEDULED'), lte(c.startTime, horizon))),
    await db
      .select({ campaignId: c.id, at: c.endTime })
      .from(c)
      .where(and(eq(c.status, 'OPEN'), lte(c.endTime, horizon))),
  ];
  const transitions: Transition[] = [];
  for (const { campaignId, at } of opens) if (at) transitions.push({ kind: 'open', campaignId, at });
  for (const { campaignId, at } of closes) if (at) transitions.push({ kind: 'close', campaignId, at });
  return transitions;
}
