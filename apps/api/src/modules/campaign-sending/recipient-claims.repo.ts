import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { campaignRecipients } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/queryable.js';

/** A recipient this process has claimed for one delivery attempt; `attempt` is the fencing token. */
export type RecipientClaim = {
  id: number;
  externalId: string;
  campaignId: number;
  candidateId: number;
  email: string;
  token: string;
  /** The attempt number this claim made (attempts after the claim): every later write checks it. */
  attempt: number;
};

export type ClaimPolicy = {
  batchSize: number;
  /** A transient failure waits retryDelaySeconds * 2^(attempts-1), at most maxRetryDelaySeconds. */
  retryDelaySeconds: number;
  maxRetryDelaySeconds: number;
  /** A claim older than this whose process never handed the message over is taken again. */
  claimTimeoutSeconds: number;
};

const r = campaignRecipients;
const claimColumns = {
  id: r.id,
  externalId: r.externalId,
  campaignId: r.campaignId,
  candidateId: r.candidateId,
  email: r.email,
  token: r.token,
  attempt: r.attempts,
};

/** Claims older than the timeout. */
export function claimExpired(timeoutSeconds: number): SQL {
  return sql`${r.claimedAt} < now() - make_interval(secs => ${timeoutSeconds}::float8)`;
}

/** QUEUED and past its backoff: never tried, or its last attempt started long enough ago. */
function readyToTry(policy: ClaimPolicy): SQL | undefined {
  const backoff = sql`least(${policy.retryDelaySeconds}::float8 * power(2, greatest(${r.attempts} - 1, 0)), ${policy.maxRetryDelaySeconds}::float8)`;
  return and(
    eq(r.delivery, 'QUEUED'),
    or(isNull(r.claimedAt), lte(r.claimedAt, sql`now() - make_interval(secs => ${backoff})`)),
  );
}

/** SENDING by a process that has not handed the message over within the timeout: it died before the final dot. */
function abandonedBeforeHandOver(policy: ClaimPolicy): SQL | undefined {
  return and(eq(r.delivery, 'SENDING'), isNull(r.sentAt), claimExpired(policy.claimTimeoutSeconds));
}

/**
 * Claims up to `limit` recipients of a campaign matching `condition`: QUEUED/abandoned -> SENDING with
 * the claim time and the attempt counted, in ONE statement that commits before any SMTP work. `for
 * update skip locked` lets several processes claim disjoint batches at once; the outer WHERE repeats
 * the condition, so a row changed between the two reads is left alone.
 */
async function claimWhere(db: Queryable, campaignId: number, condition: SQL | undefined, limit: number) {
  if (limit <= 0) return [];
  const candidates = db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), condition))
    .orderBy(asc(r.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(r)
    .set({
      delivery: 'SENDING',
      claimedAt: sql`now()`,
      attempts: sql`${r.attempts} + 1`,
      sentAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(r.id, candidates), condition))
    .returning(claimColumns);
}

/**
 * The next batch of a campaign for this process: first recipients whose claim a dead process left
 * behind before handing them over (provably never delivered), then QUEUED ones past their backoff.
 */
export async function claimRecipients(
  db: Queryable,
  campaignId: number,
  policy: ClaimPolicy,
): Promise<RecipientClaim[]> {
  const abandoned = await claimWhere(db, campaignId, abandonedBeforeHandOver(policy), policy.batchSize);
  const fresh = await claimWhere(db, campaignId, readyToTry(policy), policy.batchSize - abandoned.length);
  return [...abandoned, ...fresh];
}

/** The claim still stands: nobody took the recipient over and no outcome was written. */
export function claimHolds(claim: Pick<RecipientClaim, 'id' | 'attempt'>): SQL | undefined {
  return and(eq(r.id, claim.id), eq(r.delivery, 'SENDING'), eq(r.attempts, claim.attempt));
}

/**
 * Gives a claim back without an attempt's outcome (the message was withheld before the final dot: the
 * campaign closed meanwhile): QUEUED again, as if never tried.
 */
export async function releaseClaim(db: Queryable, claim: RecipientClaim): Promise<void> {
  await db
    .update(r)
    .set({ delivery: 'QUEUED', sentAt: null, updatedAt: sql`now()` })
    .where(and(claimHolds(claim), isNull(r.sentAt)));
}

/** Abandoned claims that never reached the hand-over, in campaigns no longer sending: back to QUEUED. */
export async function requeueAbandonedOutsideOpen(db: Queryable, timeoutSeconds: number): Promise<number> {
  const rows = await db
    .update(r)
    .set({ delivery: 'QUEUED', updatedAt: sql`now()` })
    .where(
      and(
        sql`${r.campaignId} in (select id from campaigns where status <> 'OPEN')`,
        eq(r.delivery, 'SENDING'),
        isNull(r.sentAt),
        claimExpired(timeoutSeconds),
      ),
    )
    .returning({ id: r.id });
  return rows.length;
}
