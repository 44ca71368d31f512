import { asc, sql } from 'drizzle-orm';
import { candidates } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { CandidatesWhere } from '../../../lib/scope.js';

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
 * Stores a campaign's recipients, the candidates its audience selects now, with their addresses as they
 * are now and without a link token yet: each gets one when its e-mail is written
 * (recipient-claims.repo.ts). ONE insert ... select: the audience never passes through this process, so
 * opening takes the same memory for 100 recipients as for a million. In candidate id order (the order
 * they are sent in). The unique (campaign, candidate) index makes a repeat a no-op, so opening twice can
 * never take anybody twice. Returns how many were stored.
 * @scope the audience's scoped where (campaignRecipientsWhere), which holds the e-mail consent.
 */
export async function insertAudienceRecipients(
  db: Queryable,
  campaignId: number,
  where: CandidatesWhere,
): Promise<number> {
  const result = await db.execute(sql`
    insert into campaign_recipients (campaign_id, candidate_id, email)
    select ${campaignId}, ${candidates.id}, ${candidates.email}
    from ${candidates}
    where ${where}
    order by ${candidates.id}
    on conflict (campaign_id, candidate_id) do nothing`);
  return result.rowCount ?? 0;
}
