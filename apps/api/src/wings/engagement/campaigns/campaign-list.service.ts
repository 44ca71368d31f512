import type { CampaignListQuery, CampaignRow, Paged } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import { campaignListWhere, countCampaigns, listCampaignRows } from './campaign-list.repo.js';

/** CAMP-01: the campaign list, paged (a page past the last is the last), sorted on any column. */
export async function listCampaigns(
  db: Db,
  actor: Actor,
  query: CampaignListQuery,
): Promise<Paged<CampaignRow>> {
  const where = campaignListWhere(actor, query);
  const sort = { column: query.column, order: query.order };
  return fetchPage(
    query,
    (window) => listCampaignRows(db, where, sort, window),
    () => countCampaigns(db, where),
  );
}
