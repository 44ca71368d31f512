import {
  CANDIDATE_MESSAGES,
  type CandidateRead,
  type CandidateSource,
  type CandidateStatus,
  type Role,
} from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { CANDIDATE_ID, VACANCY_ID, candidateRead } from '@/testing/candidates';
import { renderWithProviders } from '@/testing/render';
import { CandidateVacanciesTab } from './candidate-vacancies-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 20_000 };

function renderTab(candidate: CandidateRead, { role = 'ADMIN' as Role } = {}) {
  const fetchMock = stubApi({
    [`PUT /api/candidates/${CANDIDATE_ID}/vacancies/${VACANCY_ID}/status`]: () => json(200, candidate),
    'POST /api/glo-r/export': () => json(200, { items: [] }),
  });
  renderWithProviders(
    <MemoryRouter>
      <CandidateVacanciesTab candidate={candidate} role={role} />
    </MemoryRouter>,
  );
  return fetchMock;
}

const assigned = (
  status: CandidateStatus,
  source: CandidateSource = 'DIRECT_SEARCH',
  row: Partial<CandidateRead['candidateStatuses'][number]> = {},
  candidate: Partial<CandidateRead> = {},
) =>
  candidateRead({
    source,
    candidateStatuses: [
      {
        vacancyExternalId: VACANCY_ID,
        status,
        gloVacancyId: 'GLO-V-7',
        vacancyTitle: 'Java Developer',
        vacancyStatus: 'OPEN' as const,
        publishToExternalApp: false,
        gloAssignmentId: null,
      },
    ].map((item) => ({ ...item, ...row })),
    ...candidate,
  });

function menuItems(): string[] {
  fireEvent.click(screen.getByRole('button', { name: 'Actions for Java Developer' }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent ?? '');
}

describe("a candidate's vacancies tab", SLOW, () => {
  it('[CAND-DETAIL-02] a candidate without vacancies says so', () => {
    renderTab(candidateRead());
    expect(screen.getByText('Not attached to any vacancy yet')).toBeDefined();
  });

  it.each([
    ['[CAND-STATUS-05] [CAND-STATUS-21]', 'DIRECT_SEARCH', 'PENDING', ['Shortlist', 'Reject']],
    [
      '[CAND-STATUS-06] [CAND-STATUS-08]',
      'DIRECT_SEARCH',
      'SHORTLISTED',
      ['Send back to Pending', 'Offer Accepted', 'Reject'],
    ],
    [
      '[CAND-STATUS-07] [CAND-STATUS-09]',
      'DIRECT_SEARCH',
      'OFFER_ACCEPTED',
      ['Send back to Shortlisted', 'Candidate Joined', 'Reject'],
    ],
    ['[CAND-STATUS-10] [CAND-STATUS-26]', 'DIRECT_SEARCH', 'ONBOARDED', ['Send back to Offer Accepted']],
    ['[CAND-STATUS-11] [CAND-STATUS-12]', 'DIRECT_SEARCH', 'REJECTED', ['Restore to Pending']],
    ['[CAND-STATUS-14] [CAND-STATUS-13]', 'VENDOR', 'PENDING', ['Accept', 'Reject']],
    [
      '[CAND-STATUS-15] [CAND-STATUS-16]',
      'GL_WEBSITE',
      'ACCEPTED',
      ['Send back to Pending', 'Shortlist', 'Reject'],
    ],
    [
      '[CAND-STATUS-17] [CAND-STATUS-18]',
      'EXTERNAL',
      'SHORTLISTED',
      ['Send back to Recruiter Screening', 'Offer Accepted', 'Reject'],
    ],
    [
      '[CAND-STATUS-19]',
      'VENDOR',
      'OFFER_ACCEPTED',
      ['Send back to Shortlisted', 'Candidate Joined', 'Reject'],
    ],
  ] as const)('%s a %s candidate in %s: row menu %j', (_ids, source, status, labels) => {
    renderTab(assigned(status, source));
    expect(menuItems()).toEqual(labels);
  });

  it('[CAND-STATUS-02] a menu action sends the new status for that vacancy', async () => {
    const fetchMock = renderTab(assigned('PENDING'));
    menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: /Shortlist/ }));
    const path = `/api/candidates/${CANDIDATE_ID}/vacancies/${VACANCY_ID}/status`;
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', path)[0]?.[1]?.body))).toEqual({
      status: 'SHORTLISTED',
    });
  });

  it('[CAND-STATUS-27] Shortlist is disabled with the reason for an India-group candidate without a passed pre-screening', () => {
    renderTab(assigned('PENDING', 'DIRECT_SEARCH', {}, { inIndiaGroup: true, preScreeningStatus: 'SENT' }));
    menuItems();
    const shortlist = screen.getByRole('menuitem', { name: /Shortlist/ });
    expect(shortlist.getAttribute('aria-disabled')).toBe('true');
    expect(shortlist.textContent).toContain(CANDIDATE_MESSAGES.preScreeningNotPassed);
  });

  it('[CAND-STATUS-31] [CAND-STATUS-33] [CAND-STATUS-35] Export into GLO-R for a published Shortlisted row; an empty answer is a success', async () => {
    const fetchMock = renderTab(assigned('SHORTLISTED', 'DIRECT_SEARCH', { publishToExternalApp: true }));
    expect(menuItems()).toContain('Export into GLO-R');
    fireEvent.click(screen.getByRole('menuitem', { name: /Export into GLO-R/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/glo-r/export')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/glo-r/export')[0]?.[1]?.body))).toEqual({
      candidateExternalId: CANDIDATE_ID,
      vacancyExternalId: VACANCY_ID,
    });
    expect(await screen.findByText(CANDIDATE_MESSAGES.gloExported)).toBeDefined();
  });

  it('[CAND-STATUS-31] no GLO-R export once assigned there, nor for an unpublished vacancy', () => {
    renderTab(
      assigned('SHORTLISTED', 'DIRECT_SEARCH', { publishToExternalApp: true, gloAssignmentId: 'GLO-A-1' }),
    );
    expect(menuItems()).not.toContain('Export into GLO-R');
    cleanup();
    renderTab(assigned('SHORTLISTED'));
    expect(menuItems()).not.toContain('Export into GLO-R');
  });

  it('[CAND-DETAIL-03] [CAND-DETAIL-04] GLO-R marks show for ADMIN and TAG, never for VENDOR; VENDOR gets no status menu', () => {
    const candidate = assigned(
      'SHORTLISTED',
      'VENDOR',
      { gloAssignmentId: 'GLO-A-1' },
      { gloCandidateId: 'GLO-C-9' },
    );
    renderTab(candidate, { role: 'TAG' });
    expect(screen.getByRole('img', { name: 'Exported to GLO-R (GLO-C-9)' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Assigned in GLO-R (GLO-A-1)' })).toBeDefined();
    cleanup();
    renderTab(candidate, { role: 'VENDOR' });
    expect(screen.getByText('Java Developer')).toBeDefined();
    expect(screen.queryByRole('img', { name: /GLO-R/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });
});
