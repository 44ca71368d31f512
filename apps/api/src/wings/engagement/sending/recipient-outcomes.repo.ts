import { sql } from 'drizzle-orm';
import { campaignRecipients, campaigns } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { claimExpired, claimHolds, type RecipientClaim } from './recipient-claims.repo.js';

const r = campaignRecipients;

/**
 * The `from` and `where` of an update of the rows of these claims, each row still on its claim's
 * attempt. The ids are named as `id = any(...)` besides the join on unnest: that is an index condition,
 * while the join alone let the planner pick the campaign's SENDING index entries (statistics think them
 * few) and walk every one of them, dead versions included: 33 ms a statement at 100,000 recipients,
 * where the ids find their rows in 0.2 ms.
 */
function claimedRows(claims: readonly Pick<RecipientClaim, 'id' | 'attempt'>[]) {
  const ids = sql.param(claims.map((c) => c.id));
  return {
    from: sql`unnest(${ids}::int[], ${sql.param(claims.map((c) => c.attempt))}::int[]) as c(id, attempt)`,
    where: sql`${r.id} = any(${ids}::int[]) and ${r.id} = c.id and ${r.attempts} = c.attempt`,
  };
}

/**
 * The hand-over mark, committed right before the final dot of the SMTP DATA transfer: sent_at set on a
 * claim that still stands, of a campaign still OPEN. It is the fence between processes: a claim taken
 * over by another process (its attempt number changed) or a campaign closed meanwhile gets no mark, and
 * without the mark the message is withheld (never completed). Many claims in one statement (the
 * messages waiting for their final dot at the same moment: hand-over-marks.ts); each row is judged on
 * its own. Returns the ids marked.
 *
 * The campaign's status is a scalar subquery per row, not an `exists` join: the planner turned the join
 * around, started from the OPEN campaign and walked the campaign's SENDING entries of the
 * (campaign, delivery) index, dead versions included, since statistics of a campaign that has just
 * opened know none of its rows (17 ms a statement half-way through 100,000 recipients, growing, where
 * the ids alone take 0.6 ms). A scalar subquery stays a subplan, so the rows are found by their ids.
 */
export async function markHandedOverMany(
  db: Queryable,
  claims: readonly Pick<RecipientClaim, 'id' | 'attempt'>[],
): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  const claimed = claimedRows(claims);
  const { rows } = await db.execute<{ id: number }>(sql`
    update ${r} set sent_at = now(), updated_at = now()
    from ${claimed.from}
    where ${claimed.where} and ${r.delivery} = 'SENDING' and ${r.sentAt} is null
      and (select ${campaigns.status} from ${campaigns} where ${campaigns.id} = ${r.campaignId}) = 'OPEN'
    returning ${r.id} as "id"`);
  return new Set(rows.map((row) => row.id));
}

/** One claim's hand-over mark (markHandedOverMany); true when marked. */
export async function markHandedOver(db: Queryable, claim: RecipientClaim): Promise<boolean> {
  return (await markHandedOverMany(db, [claim])).has(claim.id);
}

/**
 * SENT with its EMAIL_SENT event, in one statement (a CTE is one transaction): the server accepted the
 * message (or, without SMTP_URL, the outbox kept it: sent_at is then written here). False when the
 * claim no longer stands.
 */
export async function markSent(db: Queryable, claim: RecipientClaim): Promise<boolean> {
  const result = await db.execute<{ id: number }>(sql`
    with done as (
      update ${r} set delivery = 'SENT', sent_at = coalesce(sent_at, now()), last_error = null, updated_at = now()
      where id = ${claim.id} and delivery = 'SENDING' and attempts = ${claim.attempt}
      returning id, campaign_id, sent_at
    )
    insert into campaign_events (campaign_id, recipient_id, type, occurred_at)
    select campaign_id, id, 'EMAIL_SENT', sent_at from done
    returning recipient_id as id`);
  return result.rows.length === 1;
}

/**
 * SENT for many handed-over recipients at once, with their EMAIL_SENT events (at the hand-over time), in
 * one statement: the SMTP path confirms a batch's accepted messages together. Until then a recipient is
 * SENDING with its hand-over mark, which a crash turns into SENT anyway (confirmStaleHandOvers).
 */
export async function markSentMany(db: Queryable, claims: readonly RecipientClaim[]): Promise<number> {
  if (claims.length === 0) return 0;
  const claimed = claimedRows(claims);
  const result = await db.execute<{ id: number }>(sql`
    with done as (
      update ${r} set delivery = 'SENT', last_error = null, updated_at = now()
      from ${claimed.from}
      where ${claimed.where} and ${r.delivery} = 'SENDING' and ${r.sentAt} is not null
      returning ${r.id}, ${r.campaignId}, ${r.sentAt}
    )
    insert into campaign_events (campaign_id, recipient_id, type, occurred_at)
    select campaign_id, id, 'EMAIL_SENT', sent_at from done
    returning recipient_id as id`);
  return result.rows.length;
}

/**
 * A failed attempt: FAILED for good (a permanent refusal, or the last attempt) or QUEUED for a retry
 * after its backoff, with the server's answer. The hand-over mark is cleared: nothing was delivered.
 */
export async function recordFailure(
  db: Queryable,
  claim: RecipientClaim,
  failure: { giveUp: boolean; error: string },
): Promise<void> {
  await db
    .update(r)
    .set({
      delivery: failure.giveUp ? 'FAILED' : 'QUEUED',
      lastError: failure.error,
      sentAt: null,
      updatedAt: sql`now()`,
    })
    .where(claimHolds(claim));
}

/**
 * The ambiguous case after a crash: a recipient whose message was handed over (the final dot may have
 * gone out) by a process that never recorded the server's answer. The hand-over mark is committed only
 * right before the final dot, so such a message was, short of a crash in those few microseconds,
 * delivered: it is counted SENT (with its EMAIL_SENT at the hand-over time) and never sent again. One
 * campaign's, or (without `campaignId`) those of every campaign past its opening. Returns the count.
 */
export async function confirmStaleHandOvers(
  db: Queryable,
  timeoutSeconds: number,
  campaignId?: number,
): Promise<number> {
  const campaign =
    campaignId === undefined
      ? sql`campaign_id in (select id from campaigns where status in ('OPEN', 'CLOSED', 'ARCHIVED'))`
      : sql`campaign_id = ${campaignId}`;
  const result = await db.execute<{ id: number }>(sql`
    with stale as materialized (
      select id from ${r}
      where ${campaign} and delivery = 'SENDING' and sent_at is not null and ${claimExpired(timeoutSeconds)}
      for update skip locked
    ), done as (
      update ${r} set delivery = 'SENT', updated_at = now()
      where id in (select id from stale) and delivery = 'SENDING' and sent_at is not null
      returning id, campaign_id, sent_at
    )
    insert into campaign_events (campaign_id, recipient_id, type, occurred_at)
    select campaign_id, id, 'EMAIL_SENT', sent_at from done
    returning recipient_id as id`);
  return result.rows.length;
}
