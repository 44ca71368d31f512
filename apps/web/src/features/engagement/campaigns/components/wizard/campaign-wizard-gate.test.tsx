import { cleanup, screen } from '@testing-library/react';
import type { CampaignCreationStep, CampaignDetail } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, campaignDetail } from '../../../testing/campaign-fixtures';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CampaignWizardGate } from './campaign-wizard-gate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 15_000 };

function renderGate(answer: () => Response, step: CampaignCreationStep = 'CONTENT') {
  stubApi({ [`GET /api/campaigns/${CAMPAIGN_ID}`]: answer });
  renderWithProviders(
    <MemoryRouter initialEntries={['/step']}>
      <Routes>
        <Route
          path="/step"
          element={
            <CampaignWizardGate campaignId={CAMPAIGN_ID} step={step}>
              {(campaign) => <h1>Step of {campaign.name}</h1>}
            </CampaignWizardGate>
          }
        />
        <Route path="/internal/engagement/campaigns/:id/audience" element={<h1>Audience step</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}
const answer = (overrides: Partial<CampaignDetail>) => () => json(200, campaignDetail(overrides));

describe('CampaignWizardGate', { timeout: 40_000 }, () => {
  it('shows the step of a draft its user may edit', async () => {
    renderGate(answer({}));
    expect(await screen.findByRole('heading', { name: 'Step of Spring outreach' }, SLOW)).toBeTruthy();
  });

  it('[CAMP-11] a campaign not found (404) is the campaign not found page', async () => {
    renderGate(() => json(404, { status: 404, code: 'NOT_FOUND', message: 'Campaign not found' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }, SLOW)).toBeTruthy();
  });

  it('[CAMP-15] a load failure is the error screen with a loading-data header and a link back to the campaigns', async () => {
    renderGate(() => json(500, { status: 500, code: 'INTERNAL', message: 'boom' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error loading data' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to campaigns' }).getAttribute('href')).toBe(
      '/internal/engagement/campaigns',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("[CAMP-46] a TAG on another's campaign (no edit allowed) sees no access", async () => {
    renderGate(answer({ allowedActions: ['clone'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' }, SLOW)).toBeTruthy();
  });

  it('[CAMP-27] an OPEN campaign is past the wizard (its page offers the edit dialog)', async () => {
    renderGate(answer({ status: 'OPEN', allowedActions: ['edit', 'close'] }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This campaign can no longer be changed here' },
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('[CAMP-20] a draft whose content is not saved yet opens its preview at the step it reopens at', async () => {
    renderGate(answer({ creationStep: 'AUDIENCE' }), 'PREVIEW');
    expect(await screen.findByRole('heading', { name: 'Audience step' }, SLOW)).toBeTruthy();
  });
});
