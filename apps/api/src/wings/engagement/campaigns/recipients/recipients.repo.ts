import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { CampaignRecipientRow, CampaignRecipientsQuery, RecipientState } from '@talent-desk/shared';
import { campaignRecipients, candidates } from '../../../../db/schema/index.js';
import type { Actor } from '../../../../lib/actor.js';
import { containsPattern } from '../../../../lib/like.js';
import type { PageWindow } from '../../../../lib/paging.js';
import type { Queryable } from '../../../../lib/queryable.js';
import { candidatesWhere, type CandidatesWhere } from '../../../../lib/scope.js';
import { isoTimeOrNull } from '../campaign-columns.js';

const r = campaignRecipients;

/**
 * A recipient's state, the furthest it reached (RECIPIENT_STATES): what the candidate did last wins over
 * the delivery; an e-mail being handed to the SMTP server (SENDING) still counts as queued.
 */
const state = sql<RecipientState>`case
  when ${r.unsubscribedAt} is not null then 'UNSUBSCRIBED'
  when ${r.submittedAt} is not null then 'SUBMITTED'
  when ${r.surveyOpenedAt} is not null then 'SURVEY_OPENED'
  when ${r.openedAt} is not null then 'OPENED'
  when ${r.delivery} = 'FAILED' then 'FAILED'
  when ${r.delivery} = 'SENT' then 'SENT'
  else 'QUEUED' end`;

/** The campaign's recipients the actor may see, by state and part of the name or address. */
export function recipientsWhere(
  actor: Actor,
  campaignId: number,
  query: CampaignRecipientsQuery,
): CandidatesWhere {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return candidatesWhere(
    actor,
    eq(r.campaignId, campaignId),
    query.state ? sql`(${state}) = ${query.state}` : undefined,
    pattern
      ? or(sql`lower(${candidates.fullName}) like ${pattern}`, sql`lower(${r.email}) like ${pattern}`)
      : undefined,
  );
}

export async function recipientRows(
  db: Queryable,
  where: CandidatesWhere,
  window: PageWindow,
): Promise<CampaignRecipientRow[]> {
  return db
    .select({
      candidateExternalId: candidates.externalId,
      fullName: candidates.fullName,
      email: r.email,
      state,
      sentAt: isoTimeOrNull(r.sentAt),
      openedAt: isoTimeOrNull(r.openedAt),
      surveyOpenedAt: isoTimeOrNull(r.surveyOpenedAt),
      submittedAt: isoTimeOrNull(r.submittedAt),
      unsubscribedAt: isoTimeOrNull(r.unsubscribedAt),
      lastError: r.lastError,
    })
    .from(r)
    .innerJoin(candidates, eq(candidates.id, r.candidateId))
    .where(where)
    .orderBy(asc(sql`lower(${candidates.fullName})`), asc(r.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countRecipients(db: Queryable, where: CandidatesWhere): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .innerJoin(candidates, eq(candidates.id, r.candidateId))
    .where(where);
  return row?.n ?? 0;
}
