import type { CampaignDetail } from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import type { ActorAuditContext } from '../../../../lib/audit.js';
import { savingUnique } from '../../../../lib/unique-violation.js';
import { assertAllowed, campaignNameTaken, campaignNotFound } from '../campaign-access.js';
import { recordCampaignEvent } from '../campaign-audit.js';
import { readCampaign } from '../campaign-detail.service.js';
import { findCampaign, insertCampaign } from '../campaign.repo.js';

/**
 * CAMP-33..36: a new DRAFT at the audience step, owned by the signed-in user (not by
 * loggedUserExternalId, which the body may carry), with the source's audience (saved or custom filters),
 * vacancy, e-mail and survey template. Not copied: recipients and what they did, the dates (a clone is
 * a new send, its dates chosen anew), the comment, the survey copy (taken again at Schedule). 409 on a
 * name in use, also when two clones race.
 */
export async function cloneCampaign(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  campaignName: string,
): Promise<CampaignDetail> {
  const { actor } = audit;
  const source = await findCampaign(db, externalId);
  if (!source) throw campaignNotFound();
  assertAllowed('clone', source, actor);
  const cloneId = await savingUnique(campaignNameTaken, () =>
    db.transaction(async (tx) => {
      const created = await insertCampaign(tx, {
        name: campaignName,
        status: 'DRAFT',
        creationStep: 'AUDIENCE',
        ownerUserId: actor.userId,
        audienceMode: source.audienceMode,
        audienceId: source.audienceId,
        candidateFilters: source.candidateFilters,
        applicationFilters: source.applicationFilters,
        vacancyId: source.vacancyId,
        emailTemplateId: source.emailTemplateId,
        fromAddress: source.fromAddress,
        subject: source.subject,
        body: source.body,
        surveyTemplateId: source.surveyTemplateId,
      });
      // About the clone, naming its source: the new campaign's timeline starts here.
      await recordCampaignEvent(tx, audit, 'campaign.cloned', { before: null, externalId: created }, [
        { field: 'clonedFrom', old: null, new: source.externalId },
      ]);
      return created;
    }),
  );
  return readCampaign(db, actor, cloneId);
}
