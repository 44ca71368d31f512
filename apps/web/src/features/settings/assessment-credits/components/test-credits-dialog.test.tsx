import type { TestCreditsRow } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/testing/render';
import { TestCreditsDialog } from './test-credits-dialog';

afterEach(() => {
  cleanup();
});

const SLOW = { timeout: 5_000 };
const ROW: TestCreditsRow = {
  vendorExternalId: '3f2b6a43-2d7b-4c64-8f0e-2c8d5f4f9a10',
  vendorName: 'Acme Staffing',
  vendorStatus: 'ACTIVE',
  granted: 10,
  used: 4,
  remaining: 6,
  exhausted: false,
  version: 3,
};

function renderDialog(onSave: () => Promise<unknown>, granted: string) {
  renderWithProviders(<TestCreditsDialog row={ROW} onSave={onSave} onClose={() => {}} />);
  const field = screen.getByRole('textbox', { name: /Granted credits/ });
  fireEvent.change(field, { target: { value: granted } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}
const messageUnder = () => document.getElementById('test-credits-granted-helper-text')?.textContent ?? '';

describe('TestCreditsDialog (SET-03: test-credits)', () => {
  it('[SET-03] sends the new grant with the version it read', async () => {
    const onSave = vi.fn(async () => {});
    renderDialog(onSave, ' 25 ');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1), SLOW);
    expect(onSave).toHaveBeenCalledWith(ROW.vendorExternalId, { granted: 25, version: 3 });
  });

  it('[SET-03] refuses a grant below the used credits, or not a whole number, before sending', async () => {
    const onSave = vi.fn(async () => {});
    renderDialog(onSave, '3');
    await waitFor(
      () => expect(messageUnder()).toBe('Granted credits cannot be less than the 4 already used'),
      SLOW,
    );
    cleanup();
    renderDialog(onSave, '2.5');
    await waitFor(() => expect(messageUnder()).toBe('Granted credits must be a whole number from 0'), SLOW);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("[SET-03] shows the server's 409 (another ADMIN saved meanwhile) and its 400 under the field", async () => {
    const stale = 'Someone else changed these credits meanwhile: reload to see their value and try again';
    renderDialog(async () => Promise.reject(new ApiError(409, 'CONFLICT', stale)), '12');
    expect((await screen.findByRole('alert')).textContent).toContain(stale);
    cleanup();
    const below = 'Granted credits cannot be less than the 9 already used';
    renderDialog(
      async () =>
        Promise.reject(new ApiError(400, 'VALIDATION', below, [{ path: 'granted', message: below }])),
      '5',
    );
    await waitFor(() => expect(messageUnder()).toBe(below), SLOW);
  });
});
