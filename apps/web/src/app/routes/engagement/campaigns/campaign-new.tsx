import { CampaignAudiencePage } from './campaign-audience-page';

/** /internal/engagement/campaigns/new: step 1 of a new campaign (CAMP-02). */
export default function CampaignNewRoute() {
  return <CampaignAudiencePage />;
}
