import { CAMPAIGN_MESSAGES, type CampaignAudienceBody, type CampaignDetail } from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import type { Actor } from '../../../../lib/actor.js';
import type { ActorAuditContext } from '../../../../lib/audit.js';
import type { Queryable } from '../../../../lib/queryable.js';
import { savingUnique } from '../../../../lib/unique-violation.js';
import { validationError, type FieldError } from '../../../../lib/validation-fields.js';
import { checkedReferences } from '../../audiences/audience-filters.js';
import { assertWizard, campaignNameTaken, campaignNotFound } from '../campaign-access.js';
import { recordCampaignEvent } from '../campaign-audit.js';
import { readCampaign } from '../campaign-detail.service.js';
import { audienceIdOf, vacancyIdInScope } from '../campaign-references.repo.js';
import { findCampaign, insertCampaign, updateCampaign, type CampaignValues } from '../campaign.repo.js';
import { furthestStep, reopenedValues } from './wizard-step.js';

/**
 * Step 1 as stored: the name, the audience choice (CAMP-18: none, a saved audience by id, or custom
 * filters kept on the campaign) and the vacancy (CAMP-19). A saved audience must exist, a vacancy must be
 * one the actor sees, custom filters must name existing skills and languages: else a 400 naming the field.
 */
async function audienceStepValues(db: Queryable, actor: Actor, body: CampaignAudienceBody) {
  const fields: FieldError[] = [];
  const audienceId = body.audienceExternalId ? await audienceIdOf(db, body.audienceExternalId) : null;
  if (body.audienceExternalId && audienceId === null)
    fields.push({ path: 'audienceExternalId', message: CAMPAIGN_MESSAGES.audienceUnknown });
  const vacancyId = body.vacancyExternalId ? await vacancyIdInScope(db, actor, body.vacancyExternalId) : null;
  if (body.vacancyExternalId && vacancyId === null)
    fields.push({ path: 'vacancyExternalId', message: CAMPAIGN_MESSAGES.vacancyUnknown });
  if (fields.length > 0) throw validationError(fields);
  if (body.candidateFilters) await checkedReferences(db, body.candidateFilters);
  return {
    name: body.name,
    audienceMode: body.audienceMode,
    audienceId,
    candidateFilters: body.candidateFilters,
    applicationFilters: body.applicationFilters,
    vacancyId,
  } satisfies CampaignValues;
}

/**
 * CAMP-20, CAMP-23 (POST): a new DRAFT at creationStep AUDIENCE owned by the signed-in user. 409 on a
 * name in use whatever its case, also when two saves race (the unique index decides).
 */
export async function createCampaign(
  db: Db,
  audit: ActorAuditContext,
  body: CampaignAudienceBody,
): Promise<CampaignDetail> {
  const { actor } = audit;
  const values = await audienceStepValues(db, actor, body);
  const externalId = await savingUnique(campaignNameTaken, () =>
    db.transaction(async (tx) => {
      const created = await insertCampaign(tx, {
        ...values,
        status: 'DRAFT',
        creationStep: 'AUDIENCE',
        ownerUserId: actor.userId,
      });
      await recordCampaignEvent(tx, audit, 'campaign.created', { before: null, externalId: created });
      return created;
    }),
  );
  return readCampaign(db, actor, externalId);
}

/**
 * CAMP-21, CAMP-27 (PUT .../audience): step 1 saved again with Next, on a DRAFT or SCHEDULED campaign
 * the actor may edit; the draft then reopens at the content step at least.
 */
export async function saveAudienceStep(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  body: CampaignAudienceBody,
): Promise<CampaignDetail> {
  const { actor } = audit;
  await savingUnique(campaignNameTaken, () =>
    db.transaction(async (tx) => {
      const campaign = await findCampaign(tx, externalId, true);
      if (!campaign) throw campaignNotFound();
      assertWizard(campaign, actor);
      const values = await audienceStepValues(tx, actor, body);
      await updateCampaign(tx, campaign.id, {
        ...values,
        creationStep: furthestStep(campaign.creationStep, 'CONTENT'),
        ...(await reopenedValues(tx, campaign)),
      });
      await recordCampaignEvent(tx, audit, 'campaign.updated', { before: campaign, externalId });
    }),
  );
  return readCampaign(db, actor, externalId);
}
