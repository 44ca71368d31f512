import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { campaignRecipients } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { newRecipientTokens, recipientTokenDigest } from '../../../lib/recipient-token.js';

/**
 * A recipient this process has claimed for one delivery attempt; `attempt` is the fencing token.
 * `token` is the raw key of this attempt's links, issued by the claim: it lives only in this object and
 * the e-mail (the row keeps its digest).
 */
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

/** Claims older than the timeout. */
export function claimExpired(timeoutSeconds: number): SQL {
  return sql`${r.claimedAt} < now() - make_interval(secs => ${timeoutSeconds}::float8)`;
}

/** QUEUED and past its backoff: never tried, or its last attempt started long enough ago. */
function readyToTry(policy: ClaimPolicy): SQL {
  const backoff = sql`least(${policy.retryDelaySeconds}::float8 * power(2, greatest(${r.attempts} - 1, 0)), ${policy.maxRetryDelaySeconds}::float8)`;
  return sql`${r.delivery} = 'QUEUED' and (${r.claimedAt} is null or ${r.claimedAt} <= now() - make_interval(secs => ${backoff}))`;
}

/** SENDING by a process that has not handed the message over within the timeout: it died before the final dot. */
function abandonedBeforeHandOver(policy: ClaimPolicy): SQL {
  return sql`${r.delivery} = 'SENDING' and ${r.sentAt} is null and ${claimExpired(policy.claimTimeoutSeconds)}`;
}

type ClaimRow = Omit<RecipientClaim, 'token'> & { tokenHash: string };

/**
 * Claims up to `limit` recipients of a campaign matching `condition`: QUEUED/abandoned -> SENDING with
 * the claim time, the attempt counted and a new link token's digest, in ONE statement that commits
 * before any SMTP work. `for update skip locked` lets several processes claim disjoint batches at once;
 * the outer WHERE repeats the condition, so a row changed between the two reads is left alone. The
 * tokens are made here and numbered like the rows picked; the digest a row got names its raw token.
 * The pick is a MATERIALIZED CTE: it runs once, whatever the plan. Run again per row of the update (a
 * nested loop over a subquery, chosen on statistics that do not know the new campaign's rows yet), a
 * skip-locked LIMIT skips the rows the statement already updated and picks the next ones, until the
 * whole audience is claimed at once (docs/decisions.md, Campaign sending at scale).
 */
async function claimWhere(
  db: Queryable,
  campaignId: number,
  condition: SQL,
  limit: number,
): Promise<RecipientClaim[]> {
  if (limit <= 0) return [];
  const tokens = new Map(newRecipientTokens(limit).map((token) => [recipientTokenDigest(token), token]));
  const { rows } = await db.execute<ClaimRow>(sql`
    with picked as materialized (
      select ${r.id} as id from ${r}
      where ${r.campaignId} = ${campaignId} and ${condition}
      order by ${r.id}
      limit ${limit}
      for update skip locked
    ), numbered as materialized (
      select id, row_number() over (order by id) as n from picked
    )
    update ${r}
    set delivery = 'SENDING', claimed_at = now(), attempts = ${r.attempts} + 1, sent_at = null,
      token_hash = issued.digest, updated_at = now()
    from numbered
    join unnest(${sql.param([...tokens.keys()])}::text[]) with ordinality as issued(digest, n) on issued.n = numbered.n
    where ${r.id} = numbered.id and ${condition}
    returning ${r.id} as "id", ${r.externalId} as "externalId", ${r.campaignId} as "campaignId",
      ${r.candidateId} as "candidateId", ${r.email} as "email", ${r.attempts} as "attempt",
      ${r.tokenHash} as "tokenHash"`);
  return rows
    .map(({ tokenHash, ...claim }) => {
      const token = tokens.get(tokenHash);
      if (token === undefined) throw new Error('a claimed recipient has no token of this claim');
      return { ...claim, token };
    })
    .sort((a, b) => a.id - b.id);
}

/**
 * Where a claim looks. `abandoned`: also for claims dead processes left (default true). `after`: only
 * for recipients after this id. Claims go in id order, so every recipient before the last one claimed
 * has left QUEUED, but the campaign's index still holds its QUEUED entry until vacuum: a claim from the
 * start walks them all, more with every batch. A sender keeps where its last claim ended and looks from
 * there, and from the start only now and then (retries past their backoff, and rows another process's
 * failed claim left), see campaign-sender.ts.
 */
export type ClaimScope = { abandoned?: boolean; after?: number };

/**
 * The next batch of a campaign for this process: first (unless `abandoned` is false) recipients whose
 * claim a dead process left behind before handing them over (provably never delivered), then QUEUED
 * ones past their backoff. Looking for abandoned claims walks every SENDING entry the campaign's index
 * still holds, dead versions included (each recipient passes through SENDING), so the sender looks only
 * now and then (campaign-sender.ts), not before every batch.
 */
export async function claimRecipients(
  db: Queryable,
  campaignId: number,
  policy: ClaimPolicy,
  { abandoned: takeAbandoned = true, after }: ClaimScope = {},
): Promise<RecipientClaim[]> {
  const abandoned = takeAbandoned
    ? await claimWhere(db, campaignId, abandonedBeforeHandOver(policy), policy.batchSize)
    : [];
  const ready = after === undefined ? readyToTry(policy) : sql`${readyToTry(policy)} and ${r.id} > ${after}`;
  const fresh = await claimWhere(db, campaignId, ready, policy.batchSize - abandoned.length);
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
