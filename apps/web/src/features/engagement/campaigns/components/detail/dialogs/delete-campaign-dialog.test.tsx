import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, campaignDetail } from '../../../../testing/campaign-fixtures';
import { callsTo, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { DeleteCampaignDialog } from './delete-campaign-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeleteCampaignDialog', { timeout: 40_000 }, () => {
  it('[CAMP-37] [CAMP-38] [CAMP-44] asks first, sends DELETE, says Campaign deleted and returns to the my-campaigns list', async () => {
    const fetchMock = stubApi({
      [`DELETE /api/campaigns/${CAMPAIGN_ID}`]: () => new Response(null, { status: 204 }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <MemoryRouter initialEntries={['/detail']}>
        <Routes>
          <Route
            path="/detail"
            element={<DeleteCampaignDialog campaign={campaignDetail()} onClose={onClose} />}
          />
          <Route path="/internal/engagement/campaigns" element={<h1>My campaigns</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('dialog', { name: 'Delete campaign' }).textContent).toContain('Spring outreach');
    expect(callsTo(fetchMock, 'DELETE', `/api/campaigns/${CAMPAIGN_ID}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'My campaigns' }, { timeout: 15_000 })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', `/api/campaigns/${CAMPAIGN_ID}`)).toHaveLength(1);
    expect(screen.getByText(CAMPAIGN_MESSAGES.deleted)).toBeTruthy();
  });
});
