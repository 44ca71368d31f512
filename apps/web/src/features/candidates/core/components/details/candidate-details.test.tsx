import { CANDIDATE_MESSAGES, type CandidateRead, type Role } from '@talent-desk/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { CANDIDATE_ID, candidateRead } from '@/testing/candidates';
import { renderWithProviders } from '@/testing/render';
import { CandidateDetails } from './candidate-details';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 20_000 };

function renderDetails(candidate: CandidateRead, { role = 'ADMIN' as Role, hash = '' } = {}) {
  const fetchMock = stubApi({
    [`GET /api/candidates/${CANDIDATE_ID}/history`]: () => json(200, []),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[`/internal/candidates/${CANDIDATE_ID}${hash}`]}>
      <CandidateDetails
        candidate={candidate}
        role={role}
        onUpdateBackground={() => {}}
        vacanciesTab={<p>The candidate's vacancies</p>}
      />
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('candidate details', SLOW, () => {
  it.each([
    ['', 'Profile'],
    ['#profile', 'Profile'],
    ['#vacancies', 'Vacancies (0)'],
    ['#resume', 'Resume'],
    ['#history', 'History'],
    ['#nonsense', 'Profile'],
  ])('[CAND-DETAIL-01] hash %s selects the %s tab', (hash, tab) => {
    renderDetails(candidateRead(), { hash });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tab);
  });

  it('[CAND-DETAIL-01] choosing a tab selects it', () => {
    renderDetails(candidateRead());
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('History');
  });

  it('[CAND-STATUS-28] Edit is disabled and says why when the assessment gate locks the candidate', () => {
    renderDetails(candidateRead({ editBlockedReason: CANDIDATE_MESSAGES.editLockedOffer }));
    const edit = screen.getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByLabelText(CANDIDATE_MESSAGES.editLockedOffer)).toBeDefined();
    cleanup();
    renderDetails(candidateRead());
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/internal/candidates/${CANDIDATE_ID}/edit`,
    );
  });

  it('[BGC-12] background status update is disabled outside the USA with the reason', () => {
    renderDetails(candidateRead({ country: 'Germany' }));
    expect(screen.getByRole('button', { name: 'Update background status' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(CANDIDATE_MESSAGES.bgcNotUsa)).toBeDefined();
  });
});
