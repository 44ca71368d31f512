import { sql } from 'drizzle-orm';
import type { OptionItem, Paged, RespondentNamesQuery } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { candidates } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import { narrowed } from '../../../lib/scope.js';
import { campaignNotFound } from '../campaigns/campaign-access.js';
import { findCampaign } from '../campaigns/campaign.repo.js';
import { countNames, nameRows } from './respondent-names.repo.js';
import { respondentsWhere } from './respondent-sql.js';

/**
 * RESP-25 (ours): the names of the campaign's respondents for the filter modal's name field, 50 a page,
 * by name, narrowed to those containing the search.
 */
export async function respondentNameOptions(
  db: Db,
  actor: Actor,
  campaignExternalId: string,
  query: RespondentNamesQuery,
): Promise<Paged<OptionItem>> {
  const campaign = await findCampaign(db, campaignExternalId);
  if (!campaign) throw campaignNotFound();
  const search = query.search_value;
  const where = narrowed(
    respondentsWhere(actor, campaign.id),
    search ? sql`lower(${candidates.fullName}) like ${containsPattern(search)}` : undefined,
  );
  return fetchPage(
    query,
    (window) => nameRows(db, where, window),
    () => countNames(db, where),
  );
}
