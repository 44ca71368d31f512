import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CampaignListQuery, CampaignRow, CampaignSortColumn } from '@talent-desk/shared';
import { campaigns, users } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { isoTime, isoTimeOrNull, ownerFullName } from './campaign-columns.js';

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD day's start in UTC (the list's day filters are days, as the other lists' are). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * CAMP-01: 'My campaigns' (the default: owned by the signed-in user) or 'All'; part of the name in any
 * case; statuses; owners (user external ids); a start day range, both days included.
 */
export function campaignListWhere(actor: Actor, query: CampaignListQuery): SQL | undefined {
  return and(
    query.scope === 'mine' ? eq(campaigns.ownerUserId, actor.userId) : undefined,
    query.search ? sql`lower(${campaigns.name}) like ${containsPattern(query.search)}` : undefined,
    query.statuses.length > 0 ? inArray(campaigns.status, query.statuses) : undefined,
    query.owners.length > 0
      ? inArray(
          campaigns.ownerUserId,
          sql`(select ${users.id} from ${users} where ${users.externalId} = any(${sql.param(query.owners)}::uuid[]))`,
        )
      : undefined,
    query.startFrom ? gte(campaigns.startTime, dayStart(query.startFrom)) : undefined,
    query.startTo ? lt(campaigns.startTime, new Date(dayStart(query.startTo).getTime() + DAY_MS)) : undefined,
  );
}

// Status sorts in lifecycle order (the enum's order); names without regard to case.
const SORT = {
  name: sql`lower(${campaigns.name})`,
  status: campaigns.status,
  owner: sql`lower(${ownerFullName})`,
  startTime: campaigns.startTime,
  endTime: campaigns.endTime,
  createdAt: campaigns.createdAt,
} satisfies Record<CampaignSortColumn, unknown>;

// Qualified by hand: the counts are correlated subqueries on the listed campaign.
const recipientCount = sql<number>`(select count(*)::int from campaign_recipients cr where cr.campaign_id = ${campaigns}.id)`;
const submittedCount = sql<number>`(select count(*)::int from campaign_recipients cr where cr.campaign_id = ${campaigns}.id and cr.submitted_at is not null)`;

export async function listCampaignRows(
  db: Queryable,
  where: SQL | undefined,
  sort: { column: CampaignSortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
): Promise<CampaignRow[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select({
      externalId: campaigns.externalId,
      name: campaigns.name,
      status: campaigns.status,
      creationStep: campaigns.creationStep,
      startTime: isoTimeOrNull(campaigns.startTime),
      endTime: isoTimeOrNull(campaigns.endTime),
      createdAt: isoTime(campaigns.createdAt),
      campaignOwnerFullName: ownerFullName,
      ownerExternalId: users.externalId,
      recipientCount,
      submittedCount,
    })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.ownerUserId))
    .where(where)
    .orderBy(direction(SORT[sort.column]), direction(campaigns.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countCampaigns(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaigns).where(where);
  return row?.n ?? 0;
}
