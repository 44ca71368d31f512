import { describe, expect, it } from 'vitest';
import { campaignRowPath, campaignStepPath } from './campaign-paths';

const ID = '70000000-0000-4000-8000-000000000001';

describe('campaign paths', () => {
  it('[CAMP-03] the steps are campaigns/{id}/audience, /content and /preview', () => {
    expect(campaignStepPath(ID, 'AUDIENCE')).toBe(`/internal/engagement/campaigns/${ID}/audience`);
    expect(campaignStepPath(ID, 'CONTENT')).toBe(`/internal/engagement/campaigns/${ID}/content`);
    expect(campaignStepPath(ID, 'PREVIEW')).toBe(`/internal/engagement/campaigns/${ID}/preview`);
  });

  it('a draft opened from the list continues at its creationStep; any other campaign opens its page (CAMP-05)', () => {
    expect(campaignRowPath({ externalId: ID, status: 'DRAFT', creationStep: 'CONTENT' })).toBe(
      `/internal/engagement/campaigns/${ID}/content`,
    );
    expect(campaignRowPath({ externalId: ID, status: 'SCHEDULED', creationStep: 'PREVIEW' })).toBe(
      `/internal/engagement/campaigns/${ID}`,
    );
  });
});
