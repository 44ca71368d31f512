import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '../enums/campaign-status.js';
import { allowedCampaignActions, campaignActionVerdict, campaignEditMode } from './campaign-actions.js';

const admin = { role: 'ADMIN', externalId: 'admin' } as const;
const owner = { role: 'TAG', externalId: 'tag-1' } as const;
const otherTag = { role: 'TAG', externalId: 'tag-2' } as const;
const vendor = { role: 'VENDOR', externalId: 'vendor' } as const;
const campaign = (status: (typeof CAMPAIGN_STATUSES)[number]) => ({ status, ownerExternalId: 'tag-1' });

describe('campaign actions', () => {
  it('[CAMP-26] [CAMP-27] [CAMP-28] [CAMP-30] [CAMP-33] [CAMP-37] each status offers its actions to an ADMIN', () => {
    expect(allowedCampaignActions(campaign('DRAFT'), admin)).toEqual(['edit', 'clone', 'delete']);
    expect(allowedCampaignActions(campaign('SCHEDULED'), admin)).toEqual([
      'edit',
      'clone',
      'delete',
      'updateEndDate',
    ]);
    expect(allowedCampaignActions(campaign('OPEN'), admin)).toEqual([
      'edit',
      'close',
      'clone',
      'updateEndDate',
    ]);
    expect(allowedCampaignActions(campaign('CLOSED'), admin)).toEqual(['archive', 'clone']);
    expect(allowedCampaignActions(campaign('ARCHIVED'), admin)).toEqual(['clone']);
  });

  it('[CAMP-46] [CAMP-47] a TAG acts only on its own campaigns and never deletes; a VENDOR never acts', () => {
    for (const status of CAMPAIGN_STATUSES) {
      expect(allowedCampaignActions(campaign(status), otherTag)).toEqual([]);
      expect(allowedCampaignActions(campaign(status), vendor)).toEqual([]);
      expect(allowedCampaignActions(campaign(status), owner)).toEqual(
        allowedCampaignActions(campaign(status), admin).filter((a) => a !== 'delete'),
      );
    }
    expect(campaignActionVerdict('close', campaign('OPEN'), otherTag)).toEqual({
      allowed: false,
      reason: 'notOwner',
    });
    expect(campaignActionVerdict('delete', campaign('DRAFT'), owner)).toEqual({
      allowed: false,
      reason: 'adminOnly',
    });
    expect(campaignActionVerdict('close', campaign('DRAFT'), admin)).toEqual({
      allowed: false,
      reason: 'status',
    });
  });

  it('[CAMP-26] [CAMP-27] Edit is the wizard before the campaign opens and a dialog while it is open', () => {
    expect(campaignEditMode('DRAFT')).toBe('wizard');
    expect(campaignEditMode('SCHEDULED')).toBe('wizard');
    expect(campaignEditMode('OPEN')).toBe('dialog');
    expect(campaignEditMode('CLOSED')).toBeNull();
  });
});
