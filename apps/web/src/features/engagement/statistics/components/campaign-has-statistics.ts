import type { CampaignStatus } from '@talent-desk/shared';

/** Events exist only once a campaign has opened: a draft or a scheduled one would show an empty chart. */
export function campaignHasStatistics(status: CampaignStatus): boolean {
  return status === 'OPEN' || status === 'CLOSED' || status === 'ARCHIVED';
}
