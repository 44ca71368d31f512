import type { AuditAction, AuditChange } from '@talent-desk/shared';
import { changesBetween, recordAudit, type AuditContext } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { findCampaign, type CampaignRecord } from './campaign.repo.js';

/**
 * The campaign fields an event records. Not the e-mail's body (long HTML, read on the campaign) nor the
 * numeric keys of its audience, vacancy and templates (never shown outside the server).
 */
export const AUDITED_CAMPAIGN_FIELDS = [
  'name',
  'status',
  'audienceMode',
  'candidateFilters',
  'applicationFilters',
  'fromAddress',
  'subject',
  'startTime',
  'endTime',
  'comment',
] as const;

type Audited = Pick<CampaignRecord, (typeof AUDITED_CAMPAIGN_FIELDS)[number]>;
const NOTHING = Object.fromEntries(AUDITED_CAMPAIGN_FIELDS.map((field) => [field, null])) as Record<
  keyof Audited,
  null
>;

/**
 * One campaign event in the change's transaction: the campaign as it is now (`externalId`, read again
 * after the change) against `before` (null for a new one). A deleted campaign is named from `before`.
 */
export async function recordCampaignEvent(
  tx: Queryable,
  audit: AuditContext,
  action: AuditAction,
  campaign: { before: CampaignRecord | null; externalId: string },
  extra: readonly AuditChange[] = [],
): Promise<void> {
  const after = action === 'campaign.deleted' ? null : await findCampaign(tx, campaign.externalId);
  const named = after ?? campaign.before;
  await recordAudit(tx, audit, {
    action,
    target: { type: 'campaign', id: campaign.externalId, label: named?.name ?? null },
    changes: [
      ...changesBetween<keyof Audited>(campaign.before ?? NOTHING, after ?? NOTHING, AUDITED_CAMPAIGN_FIELDS),
      ...extra,
    ],
  });
}
