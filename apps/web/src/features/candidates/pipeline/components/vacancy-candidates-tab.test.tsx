import type { Role, VacancyPipelineRow } from '@talent-desk/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { VacancyCandidatesTab } from './vacancy-candidates-tab';

const VACANCY = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const ANA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const BEN = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (overrides: Partial<VacancyPipelineRow> = {}): VacancyPipelineRow => ({
  candidateExternalId: ANA,
  fullName: 'Ana Silva',
  email: 'ana@example.test',
  phone: null,
  country: 'USA',
  state: 'Texas',
  city: 'Austin',
  source: 'DIRECT_SEARCH',
  sourceName: null,
  status: 'PENDING',
  attachedAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  inIndiaGroup: false,
  preScreeningStatus: null,
  locationCompliance: null,
  assessmentStatus: null,
  backgroundStatus: null,
  publishToExternalApp: true,
  gloCandidateId: null,
  gloAssignmentId: null,
  ...overrides,
});

const paged = (content: VacancyPipelineRow[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  numberOfElements: content.length,
  pageable: { pageNumber: 1, offset: 0 },
});

const listRow = (externalId: string, fullName: string, candidateStatuses: unknown[] = []) => ({
  externalId,
  fullName,
  country: 'USA',
  state: null,
  city: 'Boston',
  locationCompliance: null,
  status: 'PENDING',
  primaryCandidateSkills: [],
  secondaryCandidateSkills: [],
  candidateStatuses,
  listedStatuses: [{ status: 'PENDING', vacancyExternalId: null, vacancyTitle: null, gloVacancyId: null }],
});

function renderTab(rows: VacancyPipelineRow[], role: Role = 'ADMIN') {
  const fetchMock = stubApi({
    [`GET /api/vacancies/${VACANCY}/candidates`]: () => json(200, paged(rows)),
    [`PUT /api/candidates/${ANA}/vacancies/${VACANCY}/status`]: () => json(200, {}),
    'POST /api/glo-r/export': () => json(200, { items: [] }),
    'GET /api/candidates': () =>
      json(200, {
        ...paged([]),
        content: [
          listRow(BEN, 'Ben Okafor'),
          listRow(ANA, 'Ana Silva', [{ vacancyExternalId: VACANCY, status: 'PENDING', gloVacancyId: null }]),
        ],
        totalElements: 2,
        totalIsExact: true,
        numberOfElements: 2,
      }),
    'POST /api/candidates/assign': () => json(200, { attached: 1 }),
  });
  renderWithProviders(
    <MemoryRouter>
      <VacancyCandidatesTab vacancyExternalId={VACANCY} vacancyTitle="Java Developer" role={role} />
    </MemoryRouter>,
  );
  return fetchMock;
}

const lastQuery = (fetchMock: ReturnType<typeof stubApi>) =>
  new URL(
    String(callsTo(fetchMock, 'GET', `/api/vacancies/${VACANCY}/candidates`).at(-1)?.[0]),
    'http://localhost',
  ).searchParams;

describe("a vacancy's #candidates tab", { timeout: 20_000 }, () => {
  it('[VAC-02] lists the pipeline newest first, each row a link to the candidate', async () => {
    const fetchMock = renderTab([row(), row({ candidateExternalId: BEN, fullName: 'Ben Okafor' })]);
    const link = await screen.findByRole('link', { name: 'Ana Silva' });
    expect(link.getAttribute('href')).toBe(`/internal/candidates/${ANA}`);
    expect(screen.getAllByTestId('candidate-row')).toHaveLength(2);
    expect(lastQuery(fetchMock).get('column')).toBe('attachedAt');
    expect(lastQuery(fetchMock).get('order')).toBe('desc');
  });

  it('[CAND-STATUS-02] [CAND-STATUS-05] the row menu is the pipeline menu and sends the new status', async () => {
    const fetchMock = renderTab([row()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ana Silva' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Shortlist',
      'Reject',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: /Shortlist/ }));
    const path = `/api/candidates/${ANA}/vacancies/${VACANCY}/status`;
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', path)[0]?.[1]?.body))).toEqual({
      status: 'SHORTLISTED',
    });
  });

  it('[CAND-STATUS-31] a Shortlisted row of a published vacancy offers Export into GLO-R', async () => {
    renderTab([row({ status: 'SHORTLISTED' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ana Silva' }));
    expect(screen.getByRole('menuitem', { name: /Export into GLO-R/ })).toBeDefined();
  });

  it('[CAND-DETAIL-04] a VENDOR gets no status menu, no GLO-R marks and no Attach', async () => {
    renderTab([row({ gloCandidateId: null })], 'VENDOR');
    await screen.findByRole('link', { name: 'Ana Silva' });
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attach candidates' })).toBeNull();
  });

  it('GLO-R marks show for staff', async () => {
    renderTab([row({ gloCandidateId: 'GLO-C-9', gloAssignmentId: 'GLO-A-1' })], 'TAG');
    expect(await screen.findByRole('img', { name: 'Exported to GLO-R (GLO-C-9)' })).toBeDefined();
  });

  it('an empty pipeline says so; a status filter is sent and says nothing matches', async () => {
    const fetchMock = renderTab([]);
    expect(await screen.findByText('No candidates on this vacancy yet')).toBeDefined();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shortlisted' }));
    await waitFor(() => expect(lastQuery(fetchMock).getAll('statuses')).toEqual(['SHORTLISTED']));
    expect(await screen.findByText('No candidates match your search and status')).toBeDefined();
  });

  it('[RESP-28] [RESP-29] Attach candidates sends the picked candidates to this vacancy; those on it already cannot be picked', async () => {
    const fetchMock = renderTab([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Attach candidates' }));
    const dialog = screen.getByRole('dialog', { name: 'Attach candidates' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await within(dialog).findByText('Select at least one candidate')).toBeDefined();
    const input = within(dialog).getByRole('combobox', { name: /Candidates/ });
    await act(async () => {
      input.focus();
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    expect((await screen.findByRole('option', { name: /Ana Silva/ })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('option', { name: /Ben Okafor/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Attach/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/candidates/assign')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/candidates/assign')[0]?.[1]?.body))).toEqual({
      candidateExternalIds: [BEN],
      vacancyExternalIds: [VACANCY],
    });
    expect(await screen.findByText(/attached to the vacancy successfully/)).toBeDefined();
  });
});
