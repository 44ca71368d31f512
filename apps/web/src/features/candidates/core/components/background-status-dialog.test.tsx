import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { BackgroundStatusDialog } from './background-status-dialog';
import type { BgcDialogCandidate } from './background-status-options';

const ready: BgcDialogCandidate = {
  externalId: '00000000-0000-4000-8000-000000000101',
  fullName: 'Perry Schmidt',
  country: 'USA',
  locationCompliance: true,
  backgroundStatus: 'READY_FOR_BGC',
};
const india: BgcDialogCandidate = {
  ...ready,
  externalId: '00000000-0000-4000-8000-000000000102',
  fullName: 'Preity Guneta',
  country: 'India',
};

describe('BackgroundStatusDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('[BGC-14] [BGC-15] sends the chosen status for the eligible candidates with one date', async () => {
    const fetchMock = stubApi({
      'PATCH /api/candidates/background-status': () =>
        json(200, [
          {
            externalId: ready.externalId,
            backgroundStatus: 'BGC_INITIATED',
            backgroundStatusUpdatedAt: '2026-01-01T10:00:00.000Z',
          },
        ]),
    });
    const onClose = vi.fn();
    renderWithProviders(<BackgroundStatusDialog open candidates={[ready, india]} onClose={onClose} />);
    expect(
      // The form loads with the dialog's first opening (a lazy chunk).
      await screen.findByText(/Preity Guneta: Background checks apply only to candidates in the USA/),
    ).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Background status/ }));
    fireEvent.click(screen.getByRole('option', { name: 'BGC Initiated' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'PATCH', '/api/candidates/background-status');
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(body.backgroundStatus).toBe('BGC_INITIATED');
    expect(body.candidateExternalIds).toEqual([ready.externalId]);
    expect(body.backgroundStatusUpdateDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('[BGC-16] a 409 shows the server message naming the candidates', async () => {
    const message = 'Background status BGC Initiated is not allowed for: Perry Schmidt';
    stubApi({
      'PATCH /api/candidates/background-status': () => json(409, { status: 409, code: 'CONFLICT', message }),
    });
    renderWithProviders(<BackgroundStatusDialog open candidates={[ready]} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});
