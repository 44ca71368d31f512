import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, campaignDetail } from '../../../../testing/campaign-fixtures';
import { users } from '@/testing/fixtures';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CloneDialog, cloneNameOf } from './clone-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 15_000 };
const COPY_ID = '70000000-0000-4000-8000-000000000002';

function renderDialog(answer: () => Response) {
  const fetchMock = stubApi({ [`POST /api/campaigns/${CAMPAIGN_ID}/clone`]: answer });
  renderWithProviders(
    <MemoryRouter initialEntries={['/detail']}>
      <Routes>
        <Route
          path="/detail"
          element={
            <CloneDialog
              campaign={campaignDetail()}
              userExternalId={users.ADMIN.externalId}
              onClose={() => {}}
            />
          }
        />
        <Route path="/internal/engagement/campaigns/:id" element={<h1>Copy page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}
const nameField = () => screen.getByLabelText(/^Name of the copy/);
const clone = () => fireEvent.click(screen.getByRole('button', { name: 'Clone' }));

describe('CloneDialog', { timeout: 40_000 }, () => {
  it('proposes the name marked as a copy, within 150 characters', () => {
    expect(cloneNameOf('Spring', ' (copy)')).toBe('Spring (copy)');
    expect(cloneNameOf('x'.repeat(150), ' (copy)')).toHaveLength(150);
  });

  it('[CAMP-34] the name is required (mandatoryField) and at most 150 characters', async () => {
    const fetchMock = renderDialog(() => json(201, campaignDetail()));
    expect(nameField()).toHaveProperty('value', 'Spring outreach (copy)');
    fireEvent.change(nameField(), { target: { value: ' ' } });
    clone();
    expect(await screen.findByText(MESSAGES.mandatoryField, {}, SLOW)).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: 'y'.repeat(151) } });
    clone();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.cloneNameMax, {}, SLOW)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[CAMP-35] [CAMP-44] sends campaignName and loggedUserExternalId, says Campaign cloned and opens the copy', async () => {
    const fetchMock = renderDialog(() => json(201, campaignDetail({ externalId: COPY_ID, name: 'Autumn' })));
    fireEvent.change(nameField(), { target: { value: 'Autumn' } });
    clone();
    expect(await screen.findByRole('heading', { name: 'Copy page' }, SLOW)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      campaignName: 'Autumn',
      loggedUserExternalId: users.ADMIN.externalId,
    });
    expect(screen.getByText(CAMPAIGN_MESSAGES.cloned)).toBeTruthy();
  });

  it('[CAMP-36] a 409 shows the server message; another failure Something went wrong', async () => {
    renderDialog(() => json(409, { status: 409, code: 'CONFLICT', message: CAMPAIGN_MESSAGES.nameTaken }));
    clone();
    expect((await screen.findAllByText(CAMPAIGN_MESSAGES.nameTaken, {}, SLOW)).length).toBeGreaterThan(0);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    cleanup();
    renderDialog(() => json(500, { status: 500, code: 'INTERNAL', message: 'boom' }));
    clone();
    expect(await screen.findByText(MESSAGES.somethingWentWrong, {}, SLOW)).toBeTruthy();
  });
});
