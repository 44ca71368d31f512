import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { AttachVacanciesDialog } from './attach-vacancies-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VACANCY_ID = '5f0c2b1e-9a8d-4c7b-8e6f-1a2b3c4d5e6f';
const CANDIDATES = ['0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'];
const SLOW = { timeout: 15_000 };

async function attachWith(answer: () => Response) {
  stubApi({
    'GET /api/options/vacancies': () =>
      json(200, {
        content: [{ value: 'Data Engineer', label: 'Data Engineer (GLO-V-1)', externalId: VACANCY_ID }],
        totalElements: 1,
        totalPages: 1,
        numberOfElements: 1,
        pageable: { pageNumber: 1, offset: 0 },
      }),
    'POST /api/candidates/assign': answer,
  });
  renderWithProviders(<AttachVacanciesDialog open candidateExternalIds={CANDIDATES} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog');
  const vacancies = within(dialog).getByRole('combobox');
  fireEvent.change(vacancies, { target: { value: 'Data' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Data Engineer (GLO-V-1)' }, SLOW));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
  return dialog;
}

describe('AttachVacanciesDialog', { timeout: 40_000 }, () => {
  it("[RESP-31] any failure but a 409 reads 'Could not attach the candidate' (candidateAttachedFailed)", async () => {
    const dialog = await attachWith(() => json(500, { status: 500, code: 'INTERNAL', message: 'boom' }));
    expect((await within(dialog).findByRole('alert', {}, SLOW)).textContent).toBe(
      'Could not attach the candidate',
    );
  });

  it('[RESP-30] a 409 shows the server message', async () => {
    const dialog = await attachWith(() =>
      json(409, { status: 409, code: 'CONFLICT', message: 'Candidates already attached' }),
    );
    expect((await within(dialog).findByRole('alert', {}, SLOW)).textContent).toBe(
      'Candidates already attached',
    );
  });
});
