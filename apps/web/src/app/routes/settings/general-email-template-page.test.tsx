import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  EMAIL_TEMPLATE_MESSAGES,
  GENERAL_EMAIL_TEMPLATE_MESSAGES,
  GENERAL_EMAIL_TEMPLATE_VARIABLES,
  type GeneralEmailTemplateDetail,
} from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import GeneralEmailTemplateEditRoute from './general-email-template-edit';
import GeneralEmailTemplateViewRoute from './general-email-template-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 5_000 };
const ID = '3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const API = `/api/settings/general-email-templates/${ID}`;
const DETAIL: GeneralEmailTemplateDetail = {
  externalId: ID,
  key: 'INVITATION',
  title: 'Invitation',
  subject: 'Your {{app.name}} account: choose a password',
  body: '<p>Hello {{user.firstName}},</p><p>Choose a password: {{action.link}}</p>',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function renderPage(path: string, put: () => Response = () => json(200, DETAIL)) {
  const api = stubApi({
    [`GET ${API}`]: () => json(200, DETAIL),
    'GET /api/settings/general-email-templates/variables': () =>
      json(200, { content: GENERAL_EMAIL_TEMPLATE_VARIABLES }),
    [`PUT ${API}`]: put,
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/internal/settings/general-email-templates" element={<h1>Template list</h1>} />
        <Route
          path="/internal/settings/general-email-templates/:templateId/edit"
          element={<GeneralEmailTemplateEditRoute />}
        />
        <Route
          path="/internal/settings/general-email-templates/:templateId/view"
          element={<GeneralEmailTemplateViewRoute />}
        />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('general e-mail template page (SET-03)', () => {
  it('[SET-03] /{id}/edit: the shared form with the general variables; saving sends subject and body only, says so and goes to the list', async () => {
    const api = renderPage(`/internal/settings/general-email-templates/${ID}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Invitation' }, SLOW)).toBeDefined();
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText(/^From/)).toBeNull();
    expect(document.querySelector('span[data-variable="action.link"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Insert variable' }));
    expect(await screen.findByRole('menuitem', { name: 'Link: Link works for' }, SLOW)).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: /Candidate/ })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    save();
    expect(await screen.findByText(EMAIL_TEMPLATE_MESSAGES.updated, {}, SLOW)).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Template list' }, SLOW)).toBeDefined();
    const [call] = callsTo(api, 'PUT', API);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      subject: DETAIL.subject,
      body: expect.any(String),
    });
  });

  it("a body without its link: the server's 400 shows under the message", async () => {
    renderPage(`/internal/settings/general-email-templates/${ID}/edit`, () =>
      json(400, {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid',
        fields: [{ path: 'body', message: GENERAL_EMAIL_TEMPLATE_MESSAGES.linkRequired }],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit Invitation' }, SLOW);
    save();
    expect(await screen.findByText(GENERAL_EMAIL_TEMPLATE_MESSAGES.linkRequired, {}, SLOW)).toBeDefined();
  });

  it('[SET-03] /{id}/view: nothing can change, Edit leads to the edit page', async () => {
    renderPage(`/internal/settings/general-email-templates/${ID}/view`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation' }, SLOW)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/internal/settings/general-email-templates/${ID}/edit`,
    );
  });

  it("an unknown id says 'email template not found' and goes back to the list", async () => {
    renderPage('/internal/settings/general-email-templates/00000000-0000-4000-8000-000000000000/view');
    expect(await screen.findByText(EMAIL_TEMPLATE_MESSAGES.notFound, {}, SLOW)).toBeDefined();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Template list' })).toBeDefined(), SLOW);
  });
});
