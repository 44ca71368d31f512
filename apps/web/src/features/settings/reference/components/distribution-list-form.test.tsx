import { DISTRIBUTION_LIST_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/testing/render';
import { DistributionListForm } from './distribution-list-form';

afterEach(() => {
  cleanup();
});

const SLOW = { timeout: 5_000 };
const FILLED = {
  name: 'Hiring leads',
  description: 'Weekly pipeline summary',
  addresses: 'Priya.Raman@example.com, sam.lee@example.com\npriya.raman@EXAMPLE.com',
};

function renderForm(onSubmit: () => Promise<unknown>, values: Partial<typeof FILLED> = {}) {
  renderWithProviders(
    <DistributionListForm
      defaultValues={{ ...FILLED, ...values }}
      submitLabel="Create"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
}
const messageUnder = (id: string) => document.getElementById(`${id}-helper-text`)?.textContent ?? '';

describe('DistributionListForm (SET-03)', () => {
  it('[SET-03] sends the addresses split on lines and commas, lower-cased, repeats kept once', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Hiring leads',
      description: 'Weekly pipeline summary',
      addresses: ['priya.raman@example.com', 'sam.lee@example.com'],
    });
  });

  it('[SET-03] names each invalid address by its line before sending; none at all is required', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit, { addresses: 'ok@example.com\n\nann.example.com, bo@example' });
    await waitFor(
      () =>
        expect(messageUnder('distribution-list-addresses')).toBe(
          'Line 3: "ann.example.com" – Please enter a valid email address\n' +
            'Line 3: "bo@example" – Please enter a valid email address',
        ),
      SLOW,
    );
    expect(onSubmit).not.toHaveBeenCalled();
    cleanup();
    renderForm(onSubmit, { addresses: ' \n , ' });
    await waitFor(
      () =>
        expect(messageUnder('distribution-list-addresses')).toBe(
          DISTRIBUTION_LIST_MESSAGES.addressesRequired,
        ),
      SLOW,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("[SET-03] puts the server's 409 under the name and an address's 400 under the addresses, by line", async () => {
    renderForm(async () =>
      Promise.reject(
        new ApiError(409, 'CONFLICT', 'A distribution list with this name already exists', [
          { path: 'name', message: 'A distribution list with this name already exists' },
        ]),
      ),
    );
    await waitFor(
      () =>
        expect(messageUnder('distribution-list-name')).toBe(
          'A distribution list with this name already exists',
        ),
      SLOW,
    );
    cleanup();
    renderForm(async () =>
      Promise.reject(
        new ApiError(400, 'VALIDATION', 'Invalid', [{ path: 'addresses.2', message: 'Not deliverable' }]),
      ),
    );
    await waitFor(
      () =>
        expect(messageUnder('distribution-list-addresses')).toBe(
          'Line 2: "priya.raman@EXAMPLE.com" – Not deliverable',
        ),
      SLOW,
    );
  });
});
