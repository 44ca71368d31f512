import { asc, sql } from 'drizzle-orm';
import { candidates } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { CandidatesWhere } from '../../../lib/scope.js';

/** Rows per INSERT: one statement's parameters stay small while a large audience still takes few round trips. */
const INSERT_CHUNK = 5000;

/** The candidates an audience selects now (its where holds the e-mail consent), in id order. */
export async function audienceCandidateIds(db: Queryable, where: CandidatesWhere): Promise<number[]> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(where)
    .orderBy(asc(candidates.id));
  return rows.map((row) => row.id);
}

/**
 * Stores a campaign's recipients with their addresses as they are now, without a link token yet: each
 * gets one when its e-mail is written (recipient-claims.repo.ts). The unique (campaign, candidate) index
 * makes a repeat insert a no-op, so opening twice can never take anybody twice. Returns how many were
 * stored.
 * @scope the ids come from audienceCandidateIds, i.e. from the audience's scoped where.
 */
export async function insertRecipients(
  db: Queryable,
  campaignId: number,
  candidateIds: readonly number[],
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < candidateIds.length; start += INSERT_CHUNK) {
    const ids = candidateIds.slice(start, start + INSERT_CHUNK);
    const result = await db.execute(sql`
      insert into campaign_recipients (campaign_id, candidate_id, email)
      select ${campaignId}, c.id, c.email
      from unnest(${sql.param(ids)}::int[]) as t(id)
      join candidates c on c.id = t.id
      on conflict (campaign_id, candidate_id) do nothing`);
    stored += result.rowCount ?? 0;
  }
  return stored;
}
