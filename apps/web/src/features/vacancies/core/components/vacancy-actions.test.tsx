import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VacancyDetails } from '@talent-desk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CopyLinkButton, LINK_COPIED_MS } from './copy-link-button';
import { PublishButton } from './publish-button';
import { ShareDialog } from './share-dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PUBLIC_URL = 'https://talentdesk.example/jobs/7b0e8a52-6d1f-4c1e-9a57-1f0a4a8e2b01';
const VACANCY: VacancyDetails = {
  externalId: '7b0e8a52-6d1f-4c1e-9a57-1f0a4a8e2b01',
  title: 'Data Engineer',
  gloVacancyId: 'GLO-V-1',
  status: 'OPEN',
  type: 'EXTERNAL',
  publishToExternalApp: false,
  businessGroupName: null,
  projectName: null,
  vendorCount: 0,
  candidatesCount: 0,
  newCandidatesCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  hiringManager: null,
  workingLocation: null,
  openings: 1,
  description: null,
  businessGroup: null,
  requiredSkills: [],
  createdByName: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  publicUrl: PUBLIC_URL,
};
const PUBLISH_PATH = `/api/vacancies/${VACANCY.externalId}/publish`;

async function confirmPublish() {
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
}

describe('PublishButton', () => {
  it('[VAC-14] an answered failure other than 400 shows nothing more once the dialog closes', async () => {
    const api = stubApi({
      [`PATCH ${PUBLISH_PATH}`]: () => json(409, { status: 409, code: 'X', message: 'Busy' }),
    });
    renderWithProviders(<PublishButton vacancy={VACANCY} />);
    await confirmPublish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'PATCH', PUBLISH_PATH)).toHaveLength(1);
    expect(screen.queryByText('Busy')).toBeNull();
    expect(screen.queryByText('Vacancy publish unsuccessful')).toBeNull();
  });

  it("[VAC-15] an error without an answer shows 'Vacancy publish unsuccessful'", async () => {
    stubApi({
      [`PATCH ${PUBLISH_PATH}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<PublishButton vacancy={VACANCY} />);
    await confirmPublish();
    expect(await screen.findByText('Vacancy publish unsuccessful')).toBeTruthy();
  });
});

describe('CopyLinkButton', () => {
  it("[VAC-17] reads 'Link copied' for 5 seconds after copying the public link", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    renderWithProviders(<CopyLinkButton url={PUBLIC_URL} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(PUBLIC_URL);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(LINK_COPIED_MS - 100));
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it("[VAC-18] a failed copy says 'Failed to copy link.'", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderWithProviders(<CopyLinkButton url={PUBLIC_URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});

describe('ShareDialog', () => {
  it("[VAC-20][VAC-23] needs a vacancy ('vacancy required'), and any failure reads 'Something went wrong'", async () => {
    stubApi({
      'GET /api/options/vacancies': () =>
        json(200, {
          content: [
            { value: 'Data Engineer', label: 'Data Engineer (GLO-V-1)', externalId: VACANCY.externalId },
          ],
          totalElements: 1,
          totalPages: 1,
          numberOfElements: 1,
          pageable: { pageNumber: 1, offset: 0 },
        }),
      'POST /api/vacancies/share': () => json(500, { status: 500, code: 'INTERNAL', message: 'boom' }),
    });
    renderWithProviders(
      <ShareDialog
        open
        target={{ kind: 'vendor', externalId: '1c9a7e2e-3b4d-4f5a-8b6c-7d8e9f0a1b2c', name: 'Acme' }}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share vacancies' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('vacancy required')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText(/Vacancies/));
    fireEvent.click(await screen.findByRole('option', { name: 'Data Engineer (GLO-V-1)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Something went wrong')).toBeTruthy();
  });
});
