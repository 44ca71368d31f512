import { TWO_FACTOR_MESSAGES, type UserDetail } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { ResetTwoFactorButton } from './reset-two-factor-button';

const USER: UserDetail = {
  externalId: '00000000-0000-4000-8000-0000000000aa',
  firstName: 'Tom',
  middleName: null,
  lastName: 'Tagger',
  email: 'tom@example.test',
  telephone: null,
  address: null,
  country: null,
  role: 'TAG',
  title: null,
  vendorExternalId: null,
  vendorName: null,
  status: 'ACTIVE',
  access: 'PASSWORD_SET',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const PATH = `/api/users/${USER.externalId}/two-factor/reset`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('resetting a user’s two-factor sign-in', () => {
  it('asks first, explaining the effect; Cancel sends nothing', async () => {
    const fetchMock = stubApi({ [`POST ${PATH}`]: () => json(200, { message: TWO_FACTOR_MESSAGES.reset }) });
    renderWithProviders(<ResetTwoFactorButton user={USER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of Tom Tagger?' });
    expect(within(dialog).getByText(/authenticator app and recovery codes stop working/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', PATH)).toHaveLength(0);
  });

  it('Reset calls the API and toasts its message', async () => {
    const fetchMock = stubApi({ [`POST ${PATH}`]: () => json(200, { message: TWO_FACTOR_MESSAGES.reset }) });
    renderWithProviders(<ResetTwoFactorButton user={USER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor sign-in' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.reset)).toBeDefined();
    expect(callsTo(fetchMock, 'POST', PATH)).toHaveLength(1);
  });
});
