import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, fromDomainMessage, MESSAGES, type CampaignDetail } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, campaignDetail, page } from '../../../../testing/campaign-fixtures';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CampaignContentForm } from './campaign-content-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 15_000 };
const TEMPLATE_ID = '80000000-0000-4000-8000-000000000001';
const TEMPLATE = {
  externalId: TEMPLATE_ID,
  title: 'Availability check-in',
  from: 'talent@talentdesk.test',
  subject: 'Are you open, {{candidate.firstName}}?',
  body: '<p>Hi {{candidate.firstName}}, it has been a while since we spoke.</p>',
  emailTemplateId: null,
  createdBy: 'Ada Admin',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function renderForm(
  campaign: CampaignDetail = campaignDetail(),
  canSaveTemplate = true,
  saved = () => json(200, campaignDetail({ creationStep: 'PREVIEW' })),
) {
  const goToAudience = vi.fn();
  const fetchMock = stubApi({
    'GET /api/engagement/email-templates': () => json(200, page([TEMPLATE])),
    [`GET /api/engagement/email-templates/${TEMPLATE_ID}`]: () => json(200, TEMPLATE),
    'GET /api/engagement/email-templates/variables': () =>
      json(200, { content: [{ id: 'candidate.firstName', label: 'First name', group: 'Candidate' }] }),
    'GET /api/engagement/survey-templates': () => json(200, page([])),
    [`PUT /api/campaigns/${CAMPAIGN_ID}/content`]: saved,
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/content']}>
      <Routes>
        <Route
          path="/content"
          element={
            <CampaignContentForm
              campaign={campaign}
              canSaveTemplate={canSaveTemplate}
              goToAudience={goToAudience}
            />
          }
        />
        <Route path="/internal/engagement/campaigns/:id/preview" element={<h1>Preview step</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { goToAudience, fetchMock };
}
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('Campaign step 2', { timeout: 40_000 }, () => {
  it('[CAMP-22] Next saves the e-mail, survey and dates with PUT .../content, then the preview', async () => {
    const campaign = campaignDetail();
    const { fetchMock } = renderForm(campaign);
    next();
    expect(await screen.findByRole('heading', { name: 'Preview step' }, SLOW)).toBeTruthy();
    const [call] = callsTo(fetchMock, 'PUT', `/api/campaigns/${CAMPAIGN_ID}/content`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      emailTemplateExternalId: null,
      from: null,
      subject: 'A role for you',
      // The editor's HTML (variables as chips); the server keeps the placeholders.
      body: expect.stringContaining('we have a role that suits you'),
      saveAsTemplate: null,
      surveyTemplateExternalId: null,
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
  });

  it('the subject and both dates are required, the end after the start; nothing is sent', async () => {
    const { fetchMock } = renderForm(campaignDetail({ subject: null, startTime: null, endTime: null }));
    next();
    expect(await screen.findByText(MESSAGES.mandatoryField, {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText('Enter a date and time')).toHaveLength(2);
    cleanup();
    renderForm(campaignDetail({ endTime: new Date(Date.now() + 3_600_000).toISOString() }));
    next();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.endBeforeStart, {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', `/api/campaigns/${CAMPAIGN_ID}/content`)).toHaveLength(0);
  });

  it("a From address the server refuses (another domain than the operator's) shows its message under From", async () => {
    const message = fromDomainMessage(['talentdesk.test']);
    renderForm(campaignDetail({ from: 'ceo@evil.example' }), true, () =>
      json(400, {
        status: 400,
        code: 'VALIDATION',
        message: `Invalid from: ${message}`,
        fields: [{ path: 'from', message }],
      }),
    );
    next();
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('From (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Preview step' })).toBeNull();
  });

  it('[PERM-03] an ADMIN may save the e-mail as a new template (with a title); a TAG is not offered it', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Save as a new template'));
    expect(screen.getByLabelText(/^Template title/)).toBeTruthy();
    cleanup();
    renderForm(campaignDetail(), false);
    expect(screen.queryByLabelText('Save as a new template')).toBeNull();
  });

  it('a picked template fills From and Subject, after asking when an e-mail is written already', async () => {
    renderForm();
    const picker = screen.getByRole('combobox', { name: 'Start from a template (optional)' });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Availability check-in' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the e-mail?' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveProperty('value', TEMPLATE.subject);
    expect(screen.getByLabelText('From (optional)')).toHaveProperty('value', TEMPLATE.from);
  });

  it('[CAMP-07] Back goes to the audience step (a full page load)', () => {
    const { goToAudience } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(goToAudience).toHaveBeenCalledWith(`/internal/engagement/campaigns/${CAMPAIGN_ID}/audience`);
  });
});
