import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUDIENCE_MESSAGES } from '@talent-desk/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import {
  AUDIENCE_ID,
  audienceDetail,
  stubAudienceApi,
} from '@/features/engagement/testing/audience-form-harness';
import AudiencePage from './audience-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 5_000 };
const DETAIL = `/api/engagement/audiences/${AUDIENCE_ID}`;

function renderAt(path: string, mode: 'create' | 'edit' | 'view', detail: () => Response) {
  const fetchMock = stubAudienceApi({
    [`GET ${DETAIL}`]: detail,
    [`PUT ${DETAIL}`]: () => json(200, audienceDetail()),
    [`DELETE ${DETAIL}`]: () => new Response(null, { status: 204 }),
    'POST /api/engagement/audiences': () => json(201, audienceDetail()),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/internal/engagement/audiences" element={<p>The audience list</p>} />
        <Route path="/internal/engagement/audiences/new" element={<AudiencePage mode="create" />} />
        <Route
          path="/internal/engagement/audiences/:audienceId/edit"
          element={<AudiencePage mode={mode} />}
        />
        <Route
          path="/internal/engagement/audiences/:audienceId/view"
          element={<AudiencePage mode={mode} />}
        />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('the audience pages', { timeout: 40_000 }, () => {
  it('[AUD-03] a saved audience lands on the list with the saved toast', async () => {
    const fetchMock = renderAt(`/internal/engagement/audiences/${AUDIENCE_ID}/edit`, 'edit', () =>
      json(200, audienceDetail()),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save audience' }, SLOW));
    expect(await screen.findByText('The audience list', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(AUDIENCE_MESSAGES.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ name: 'Texas Java developers' });
  });

  it('[AUD-04] an unknown audience is the not-found page', async () => {
    renderAt(`/internal/engagement/audiences/${AUDIENCE_ID}/view`, 'view', () =>
      json(404, { status: 404, code: 'NOT_FOUND', message: AUDIENCE_MESSAGES.notFound }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: AUDIENCE_MESSAGES.notFound }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to audiences' })).toBeTruthy();
  });

  it('[AUD-05] editing an audience the user may not edit is the forbidden page', async () => {
    renderAt(`/internal/engagement/audiences/${AUDIENCE_ID}/edit`, 'edit', () =>
      json(200, audienceDetail({ canEdit: false })),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You cannot edit this audience' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText(AUDIENCE_MESSAGES.forbidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save audience' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View audience' }).getAttribute('href')).toBe(
      `/internal/engagement/audiences/${AUDIENCE_ID}/view`,
    );
  });

  it('the view page offers Edit and Delete only to who may edit', async () => {
    renderAt(`/internal/engagement/audiences/${AUDIENCE_ID}/view`, 'view', () =>
      json(200, audienceDetail({ canEdit: false })),
    );
    await screen.findByRole('heading', { level: 1, name: 'Audience Information' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();
    renderAt(`/internal/engagement/audiences/${AUDIENCE_ID}/view`, 'view', () => json(200, audienceDetail()));
    expect(await screen.findByRole('link', { name: 'Edit' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('delete from the view asks first, then goes to the list with the deleted toast', async () => {
    const fetchMock = renderAt(`/internal/engagement/audiences/${AUDIENCE_ID}/view`, 'view', () =>
      json(200, audienceDetail()),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Texas Java developers?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete audience' }));
    await waitFor(() => expect(screen.getByText('The audience list')).toBeTruthy(), SLOW);
    expect(screen.getByText(AUDIENCE_MESSAGES.deleted)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
