import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIENCE_ID,
  audienceDetail,
  stubAudienceApi,
} from '@/features/engagement/testing/audience-form-harness';
import { CAMPAIGN_ID, campaignDetail, page } from '@/features/engagement/testing/campaign-fixtures';
import { json } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import type { CampaignDetail } from '@talent-desk/shared';
import { CampaignAudiencePage } from './campaign-audience-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// Both cores are shared: a form's submit through MUI and the audience form can take seconds.
const SLOW = { timeout: 15_000 };

type Save = (init: RequestInit | undefined) => Response;

function renderStep(campaign?: CampaignDetail, save: Save = () => json(201, campaignDetail())) {
  const saved = vi.fn(save);
  const fetchMock = stubAudienceApi({
    'GET /api/engagement/audiences/options': () =>
      json(
        200,
        page([
          {
            value: 'Texas Java developers',
            label: 'Texas Java developers',
            externalId: AUDIENCE_ID,
          },
        ]),
      ),
    'GET /api/options/vacancies': () => json(200, page([])),
    [`GET /api/engagement/audiences/${AUDIENCE_ID}`]: () => json(200, audienceDetail()),
    'POST /api/campaigns': (_url, init) => saved(init),
    [`PUT /api/campaigns/${CAMPAIGN_ID}/audience`]: (_url, init) => saved(init),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/step']}>
      <Routes>
        <Route path="/step" element={<CampaignAudiencePage campaign={campaign} />} />
        <Route path="/internal/engagement/campaigns/:id/content" element={<h1>Content step</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { saved, fetchMock };
}

const bodyOf = (saved: ReturnType<typeof vi.fn>) =>
  JSON.parse(String(saved.mock.calls[0]?.[0]?.body)) as unknown;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const nameField = () => screen.getByLabelText(/^Campaign name/);

describe('Campaign step 1', { timeout: 40_000 }, () => {
  it('[CAMP-13] [CAMP-14] [CAMP-06] a new campaign: New Campaign, the three steps, name, audience and vacancy', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'New Campaign' })).toBeTruthy();
    const steps = screen.getByLabelText('Campaign steps');
    expect(within(steps).getByText('Audience')).toBeTruthy();
    expect(within(steps).getByText('Content')).toBeTruthy();
    expect(within(steps).getByText('Preview')).toBeTruthy();
    expect(nameField()).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Audience' })).toHaveProperty('value', 'None (choose later)');
    expect(screen.getByRole('combobox', { name: 'Vacancy (optional)' })).toBeTruthy();
  });

  it('[CAMP-14] a saved campaign reads Edit Campaign', () => {
    renderStep(campaignDetail());
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeTruthy();
    expect(nameField()).toHaveProperty('value', 'Spring outreach');
  });

  it('[CAMP-16] the name is required (campaignNameRequired); nothing is sent', async () => {
    const { saved } = renderStep();
    next();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.campaignNameRequired, {}, SLOW)).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(saved).not.toHaveBeenCalled();
  });

  it('[CAMP-17] the name has at most 250 characters (maxNumberCharacters)', async () => {
    const { saved } = renderStep();
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(251) } });
    next();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.nameMax, {}, SLOW)).toBeTruthy();
    expect(CAMPAIGN_MESSAGES.nameMax).toBe('Maximum 250 characters');
    expect(saved).not.toHaveBeenCalled();
  });

  it('[CAMP-18] [CAMP-19] [CAMP-23] Next creates the campaign: no audience is NONE, no vacancy null; then Content (CAMP-21)', async () => {
    const { saved } = renderStep();
    fireEvent.change(nameField(), { target: { value: '  Spring outreach ' } });
    next();
    expect(await screen.findByRole('heading', { name: 'Content step' }, SLOW)).toBeTruthy();
    expect(bodyOf(saved)).toEqual({
      name: 'Spring outreach',
      audienceExternalId: 'NONE',
      vacancyExternalId: null,
    });
    expect(await screen.findByText(CAMPAIGN_MESSAGES.created)).toBeTruthy();
  });

  it('[CAMP-27] a saved campaign is saved again with PUT .../audience', async () => {
    const { saved, fetchMock } = renderStep(campaignDetail(), () => json(200, campaignDetail()));
    next();
    expect(await screen.findByRole('heading', { name: 'Content step' }, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
    expect(bodyOf(saved)).toEqual({
      name: 'Spring outreach',
      audienceExternalId: 'NONE',
      vacancyExternalId: null,
    });
  });

  it('[CAMP-24] a 409 shows the server message', async () => {
    renderStep(undefined, () =>
      json(409, { status: 409, code: 'CONFLICT', message: CAMPAIGN_MESSAGES.nameTaken }),
    );
    fireEvent.change(nameField(), { target: { value: 'Taken' } });
    next();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.nameTaken, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Content step' })).toBeNull();
  });

  it('[CAMP-25] any other failure shows Something went wrong', async () => {
    renderStep(undefined, () => json(500, { status: 500, code: 'INTERNAL', message: 'boom' }));
    fireEvent.change(nameField(), { target: { value: 'Fine name' } });
    next();
    expect(await screen.findByText(MESSAGES.somethingWentWrong, {}, SLOW)).toBeTruthy();
  });

  it('[CAMP-13] [AUD-25] a custom audience embeds the audience form; Next sends its filters with CUSTOM', async () => {
    const { saved } = renderStep();
    fireEvent.change(nameField(), { target: { value: 'Custom one' } });
    const audience = screen.getByRole('combobox', { name: 'Audience' });
    fireEvent.keyDown(audience, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Custom audience' }));
    expect(await screen.findByLabelText('Audience name (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    next();

    expect(await screen.findByRole('heading', { name: 'Content step' }, SLOW)).toBeTruthy();
    expect(bodyOf(saved)).toMatchObject({
      name: 'Custom one',
      audienceExternalId: 'CUSTOM',
      candidateFilters: expect.objectContaining({ countries: [] }),
      applicationFilters: expect.any(Object),
    });
  });

  it('[CAMP-18] [AUD-28] a saved audience is shown as it is (read-only, its preview) and sent by its id', async () => {
    const { saved } = renderStep();
    fireEvent.change(nameField(), { target: { value: 'Saved one' } });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Audience' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Texas Java developers' }, SLOW));
    // Shown as content: its name as text, no field to change.
    expect((await screen.findAllByText('Texas Java developers', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Audience name (optional)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    next();
    expect(await screen.findByRole('heading', { name: 'Content step' }, SLOW)).toBeTruthy();
    expect(bodyOf(saved)).toEqual({
      name: 'Saved one',
      audienceExternalId: AUDIENCE_ID,
      vacancyExternalId: null,
    });
  });
});
