import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, campaignDetail } from '../../../testing/campaign-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CampaignResume } from './campaign-resume';

afterEach(cleanup);

describe('CampaignResume', () => {
  it("[CAMP-04] campaigns/{id}/edit is titled 'Edit New Campaign' and holds little: the name, the step reached and the ways on", () => {
    renderWithProviders(
      <MemoryRouter>
        <CampaignResume campaign={campaignDetail({ creationStep: 'CONTENT' })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit New Campaign' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Spring outreach' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue with Content' }).getAttribute('href')).toBe(
      `/internal/engagement/campaigns/${CAMPAIGN_ID}/content`,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
