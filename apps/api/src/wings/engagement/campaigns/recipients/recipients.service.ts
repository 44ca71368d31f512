import type { CampaignRecipientRow, CampaignRecipientsQuery, Paged } from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import type { Actor } from '../../../../lib/actor.js';
import { fetchPage } from '../../../../lib/paging.js';
import { campaignNotFound } from '../campaign-access.js';
import { findCampaign } from '../campaign.repo.js';
import { countRecipients, recipientRows, recipientsWhere } from './recipients.repo.js';

/** CAMP-10: the recipients block, paged, each with the furthest state it reached. */
export async function listRecipients(
  db: Db,
  actor: Actor,
  externalId: string,
  query: CampaignRecipientsQuery,
): Promise<Paged<CampaignRecipientRow>> {
  const campaign = await findCampaign(db, externalId);
  if (!campaign) throw campaignNotFound();
  const where = recipientsWhere(actor, campaign.id, query);
  return fetchPage(
    query,
    (window) => recipientRows(db, where, window),
    () => countRecipients(db, where),
  );
}
