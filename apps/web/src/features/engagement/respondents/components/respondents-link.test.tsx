import { cleanup, screen } from '@testing-library/react';
import type { CampaignDetail } from '@talent-desk/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CAMPAIGN_ID } from '../../testing/respondent-fixtures';
import { RespondentsLink, type RespondentsLinkProps } from './respondents-link';

afterEach(cleanup);

const counts = (submitted: number): CampaignDetail['recipientCounts'] => ({
  total: 10,
  queued: 0,
  sent: 10,
  failed: 0,
  opened: 6,
  surveyOpened: 4,
  submitted,
  unsubscribed: 0,
});

function renderLink(campaign: Partial<RespondentsLinkProps['campaign']>) {
  renderWithProviders(
    <MemoryRouter>
      <RespondentsLink
        campaign={{
          externalId: CAMPAIGN_ID,
          status: 'OPEN',
          surveyTitle: 'Availability check',
          recipientCounts: counts(3),
          ...campaign,
        }}
      />
    </MemoryRouter>,
  );
}

describe("the campaign page's way to its respondents", () => {
  it('[RESP-01] links to /internal/engagement/respondents/{id} with the number who answered', () => {
    renderLink({});
    const link = screen.getByRole('link', { name: 'Respondents (3)' });
    expect(link.getAttribute('href')).toBe(`/internal/engagement/respondents/${CAMPAIGN_ID}`);
  });

  it('is not offered for a draft or a campaign without a survey', () => {
    renderLink({ status: 'DRAFT' });
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderLink({ surveyTitle: null });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
