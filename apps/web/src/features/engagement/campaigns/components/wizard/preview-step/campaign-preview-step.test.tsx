import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, campaignDetail } from '../../../../testing/campaign-fixtures';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CampaignPreviewStep } from './campaign-preview-step';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 15_000 };
const PEOPLE = ['Anna Berg', 'Boris Cole', 'Chen Dai'];

function preview(index: number) {
  const name = PEOPLE[index] ?? 'Anna Berg';
  return {
    recipientCount: PEOPLE.length,
    index,
    candidate: {
      externalId: `30000000-0000-4000-8000-00000000000${index + 1}`,
      fullName: name,
      email: `${name.split(' ')[0]?.toLowerCase() ?? 'x'}@example.com`,
    },
    email: { subject: `A role for you, ${name}`, html: `<p>Hello ${name}</p>`, text: `Hello ${name}` },
  };
}

function renderStep() {
  // The preview answers the index asked for.
  const fetchMock = stubApi({});
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/preview')) return json(200, preview(Number(url.searchParams.get('index'))));
    if (url.pathname.endsWith('/test-email'))
      return json(202, { message: 'A test e-mail is on its way to admin@talentdesk.test.' });
    if (url.pathname.endsWith('/schedule') && init?.method === 'POST')
      return json(200, campaignDetail({ status: 'SCHEDULED' }));
    return json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/preview']}>
      <Routes>
        <Route
          path="/preview"
          element={<CampaignPreviewStep campaign={campaignDetail({ audienceMode: 'CUSTOM' })} />}
        />
        <Route path="/internal/engagement/campaigns/:id/content" element={<h1>Content step</h1>} />
        <Route path="/internal/engagement/campaigns/:id" element={<h1>Campaign page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('Campaign step 3', { timeout: 40_000 }, () => {
  it('counts the recipients and renders the e-mail for real ones, previous and next', async () => {
    const fetchMock = renderStep();
    expect(await screen.findByText('Recipient 1 of 3', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('A role for you, Anna Berg')).toBeTruthy();
    expect(screen.getByTitle('E-mail preview').getAttribute('srcdoc')).toBe('<p>Hello Anna Berg</p>');
    expect(screen.getByRole('button', { name: 'Previous recipient' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next recipient' }));
    expect(await screen.findByText('Recipient 2 of 3', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('A role for you, Boris Cole')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText(/A test e-mail is on its way/, {}, SLOW)).toBeTruthy();
    const [test] = callsTo(fetchMock, 'POST', `/api/campaigns/${CAMPAIGN_ID}/test-email`);
    expect(new URL(String(test?.[0]), 'http://localhost').searchParams.get('index')).toBe('1');
  });

  it('Schedule makes it SCHEDULED, says so and opens the campaign (CAMP-48)', async () => {
    renderStep();
    await screen.findByText('Recipient 1 of 3', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('heading', { name: 'Campaign page' }, SLOW)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.scheduled)).toBeTruthy();
  });

  it('[CAMP-08] Back goes to Content', async () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Content step' }, SLOW)).toBeTruthy();
  });
});
