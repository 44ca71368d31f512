import { MESSAGES, VENDOR_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/testing/render';
import { VendorForm } from './vendor-form';

afterEach(() => {
  cleanup();
});

const FILLED = {
  name: 'Lotus Talent',
  tier: 'Tier 2',
  country: 'India',
  primaryContactName: 'Meera Nair',
  primaryContactEmail: 'meera.nair@lotus.example',
  primaryContactPhone: '98765 43210',
} as const;
const SLOW = { timeout: 5_000 };

function renderForm(onSubmit: () => Promise<unknown>, defaults: Record<string, string> = FILLED) {
  renderWithProviders(
    <VendorForm
      defaultValues={{ ...FILLED, ...defaults }}
      submitLabel="Create vendor"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Create vendor' }));
}
const messageUnder = (id: string) => document.getElementById(`${id}-helper-text`)?.textContent ?? '';

describe('VendorForm', () => {
  it('checks the shared schema before sending: name length, country required, contact e-mail shape', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit, { name: 'N', country: '', primaryContactEmail: 'not-an-email' });
    await waitFor(() => expect(messageUnder('vendor-name')).toBe(VENDOR_MESSAGES.nameLength), SLOW);
    expect(messageUnder('vendor-country')).toBe(MESSAGES.mandatoryField);
    expect(messageUnder('vendor-primaryContactEmail')).toBe('Please enter a valid email address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body as the schema outputs it (phone with +)', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ primaryContactPhone: '+919876543210' }));
  });

  it("puts the server's 409 under the name and its 400 fields under theirs", async () => {
    renderForm(async () =>
      Promise.reject(new ApiError(409, 'VENDOR_NAME_EXISTS', VENDOR_MESSAGES.nameTaken)),
    );
    await waitFor(() => expect(messageUnder('vendor-name')).toBe(VENDOR_MESSAGES.nameTaken), SLOW);
    cleanup();
    renderForm(async () =>
      Promise.reject(
        new ApiError(400, 'VALIDATION', 'Invalid', [{ path: 'primaryContactName', message: 'Too long' }]),
      ),
    );
    await waitFor(() => expect(messageUnder('vendor-primaryContactName')).toBe('Too long'), SLOW);
  });

  it("any other failure reads 'Something went wrong'", async () => {
    renderForm(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Something went wrong');
  });
});
