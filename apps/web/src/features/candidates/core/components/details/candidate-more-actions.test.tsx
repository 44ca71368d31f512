import { CANDIDATE_PRIVACY_MESSAGES, type CandidateRead, type Role } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { CANDIDATE_ID, candidateRead } from '@/testing/candidates';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { candidateQueryKey } from '../../api/get-candidate';
import { nameMatches } from './anonymise-candidate-dialog';
import { CandidateDetails } from './candidate-details';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 20_000 };
const ANONYMISE = `/api/candidates/${CANDIDATE_ID}/anonymise`;
const DATA_EXPORT = `/api/candidates/${CANDIDATE_ID}/data-export`;

function renderPage(
  candidate: CandidateRead,
  role: Role = 'ADMIN',
  routes: Parameters<typeof stubApi>[0] = {},
) {
  const fetchMock = stubApi({
    [`GET /api/candidates/${CANDIDATE_ID}/history`]: () => json(200, []),
    ...routes,
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(candidateQueryKey(CANDIDATE_ID), candidate);
  renderWithProviders(
    <MemoryRouter initialEntries={[`/internal/candidates/${CANDIDATE_ID}`]}>
      <CandidateDetails
        candidate={candidate}
        role={role}
        onUpdateBackground={() => {}}
        vacanciesTab={<p>The candidate's vacancies</p>}
      />
    </MemoryRouter>,
    queryClient,
  );
  return { fetchMock, queryClient };
}

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  return screen.getByRole('menu');
}

async function openAnonymiseDialog() {
  openMenu();
  fireEvent.click(screen.getByRole('menuitem', { name: 'Anonymise…' }));
  return screen.findByRole('dialog', { name: 'Anonymise Anna Berg?' });
}

describe('candidate data-protection actions', SLOW, () => {
  it('an ADMIN gets a More actions menu with Download personal data and Anonymise', () => {
    renderPage(candidateRead());
    const menu = openMenu();
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['Download personal data', 'Anonymise…']);
  });

  it.each(['TAG', 'VENDOR'] as const)('a %s sees no More actions menu', (role) => {
    renderPage(candidateRead(), role);
    expect(screen.getByRole('heading', { level: 1, name: 'Anna Berg' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('the name must be typed, in any case and with outer spaces, before Anonymise is enabled', async () => {
    renderPage(candidateRead());
    const dialog = await openAnonymiseDialog();
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).toContain('Statuses and dates are kept');
    const field = screen.getByRole('textbox', { name: 'Full name' });
    const confirm = screen.getByRole('button', { name: 'Anonymise' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Anna Ber' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: '  anna BERG ' } });
    expect(confirm).toHaveProperty('disabled', false);
  });

  it('matching ignores case and outer spaces but not the rest of the name', () => {
    expect(nameMatches(' ANNA berg ', 'Anna Berg')).toBe(true);
    expect(nameMatches('Anna', 'Anna Berg')).toBe(false);
    expect(nameMatches('', ' ')).toBe(false);
  });

  it('confirming anonymises the candidate, says so in a toast and reloads the candidate', async () => {
    const { fetchMock, queryClient } = renderPage(candidateRead(), 'ADMIN', {
      [`POST ${ANONYMISE}`]: () =>
        json(200, { message: CANDIDATE_PRIVACY_MESSAGES.anonymised, fullName: 'Anonymised #123' }),
    });
    await openAnonymiseDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'Anna Berg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anonymise' }));

    expect(await screen.findByText('Candidate anonymised')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', ANONYMISE)).toHaveLength(1);
    expect(queryClient.getQueryState(candidateQueryKey(CANDIDATE_ID))?.isInvalidated).toBe(true);
  });

  it('a refusal (409, already anonymised) shows the server message in the dialog, which stays open', async () => {
    renderPage(candidateRead(), 'ADMIN', {
      [`POST ${ANONYMISE}`]: () =>
        json(409, { status: 409, code: 'CONFLICT', message: CANDIDATE_PRIVACY_MESSAGES.alreadyAnonymised }),
    });
    const dialog = await openAnonymiseDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'anna berg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anonymise' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This candidate is already anonymised');
    expect(dialog.isConnected).toBe(true);
  });

  it('an anonymised candidate shows when it was anonymised and offers no second anonymisation', () => {
    renderPage(
      candidateRead({
        fullName: 'Anonymised #123',
        resume: null,
        anonymisedAt: '2026-03-05T12:00:00.000Z',
      }),
    );
    expect(screen.getByText('Anonymised on 05-03-2026: personal data was removed.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Download resume' })).toBeNull();
    const menu = openMenu();
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['Download personal data']);
  });

  it('Download personal data fetches the zip and saves it under the server name', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock } = renderPage(candidateRead(), 'ADMIN', {
      [`GET ${DATA_EXPORT}`]: () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="candidate-${CANDIDATE_ID}.zip"`,
          },
        }),
    });
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Download personal data' }));

    expect(await screen.findByText(`Export downloaded: candidate-${CANDIDATE_ID}.zip`)).toBeDefined();
    expect(callsTo(fetchMock, 'GET', DATA_EXPORT)).toHaveLength(1);
    expect(click).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('a failed personal-data download is a toast saying why', async () => {
    renderPage(candidateRead(), 'ADMIN', {
      [`GET ${DATA_EXPORT}`]: () =>
        json(500, { status: 500, code: 'INTERNAL', message: 'Something went wrong' }),
    });
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Download personal data' }));
    expect(await screen.findByText('The export failed: Something went wrong')).toBeDefined();
  });
});
