import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { SecuritySettingsForm } from './security-settings-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings > Security', () => {
  it('shows both switches as saved, and saves the changed one with a toast', async () => {
    const fetchMock = stubApi({
      'PUT /api/settings/security': (init) => json(200, JSON.parse(String(init?.body))),
    });
    renderWithProviders(
      <SecuritySettingsForm
        settings={{ requireTwoFactorForStaff: false, requireTwoFactorForVendors: true }}
      />,
    );
    const staff = screen.getByRole('switch', {
      name: 'Require two-factor sign-in for staff (ADMIN and TAG)',
    });
    const vendors = screen.getByRole('switch', { name: 'Require two-factor sign-in for vendor users' });
    expect((staff as HTMLInputElement).checked).toBe(false);
    expect((vendors as HTMLInputElement).checked).toBe(true);

    fireEvent.click(staff);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Security settings saved')).toBeDefined();
    const [call] = callsTo(fetchMock, 'PUT', '/api/settings/security');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      requireTwoFactorForStaff: true,
      requireTwoFactorForVendors: true,
    });
  });

  it('a refused save says why above the switches', async () => {
    stubApi({
      'PUT /api/settings/security': () =>
        json(403, { status: 403, code: 'FORBIDDEN', message: 'Not allowed' }),
    });
    renderWithProviders(
      <SecuritySettingsForm
        settings={{ requireTwoFactorForStaff: true, requireTwoFactorForVendors: false }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not allowed'));
  });
});
