import type { Role, VendorDetail, VendorUser } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { VendorActions } from './vendor-actions';
import { VendorContactCard } from './vendor-contact-card';
import { VendorUsersTab } from './vendor-users-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VENDOR: VendorDetail = {
  externalId: '1c9a7e2e-3b4d-4f5a-8b6c-7d8e9f0a1b2c',
  name: 'Lotus Talent',
  tier: 'Tier 2',
  country: 'India',
  status: 'ACTIVE',
  updatedAt: '2026-01-01T00:00:00.000Z',
  primaryContactName: 'Meera Nair',
  primaryContactEmail: 'meera.nair@lotus.example',
  primaryContactPhone: '+919876543210',
};
const VENDOR_PATH = `/api/vendors/${VENDOR.externalId}`;

const inRouter = (ui: React.ReactElement) =>
  renderWithProviders(<MemoryRouter initialEntries={['/internal/vendors/x']}>{ui}</MemoryRouter>);
const buttonNames = () =>
  [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')].map((b) => b.textContent);

describe('VendorActions', () => {
  const offered = (role: Role, status: VendorDetail['status']) => {
    inRouter(<VendorActions vendor={{ ...VENDOR, status }} role={role} onShare={() => {}} />);
    const names = buttonNames().sort();
    cleanup();
    return names;
  };

  it('[VEND-13][VEND-15] an ADMIN on an active vendor: edit, new vendor user, share vacancies, deactivate', () => {
    expect(offered('ADMIN', 'ACTIVE')).toEqual(['Deactivate', 'Edit', 'New vendor user', 'Share vacancies']);
  });

  it('[VEND-12] an ADMIN on an inactive vendor: only activation', () => {
    expect(offered('ADMIN', 'INACTIVE')).toEqual(['Activate']);
  });

  it('[VEND-15][VEND-17] a TAG shares and creates vendor users on an active vendor, never (de)activates', () => {
    expect(offered('TAG', 'ACTIVE')).toEqual(['Edit', 'New vendor user', 'Share vacancies']);
    expect(offered('TAG', 'INACTIVE')).toEqual([]);
  });

  it('New vendor user goes to the vendor’s new-user page', () => {
    inRouter(<VendorActions vendor={VENDOR} role="TAG" onShare={() => {}} />);
    expect(screen.getByRole('link', { name: 'New vendor user' }).getAttribute('href')).toBe(
      `/internal/vendors/${VENDOR.externalId}/users/new`,
    );
  });

  it('[VEND-10][VEND-14] Deactivate asks first; confirming sends PUT .../deactivate with an empty body', async () => {
    const api = stubApi({
      [`PUT ${VENDOR_PATH}/deactivate`]: () => json(200, { ...VENDOR, status: 'INACTIVE' }),
    });
    inRouter(<VendorActions vendor={VENDOR} role="ADMIN" onShare={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Lotus Talent?' });
    expect(callsTo(api, 'PUT', `${VENDOR_PATH}/deactivate`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(callsTo(api, 'PUT', `${VENDOR_PATH}/deactivate`)).toHaveLength(1));
    expect(callsTo(api, 'PUT', `${VENDOR_PATH}/deactivate`)[0]?.[1]?.body ?? undefined).toBeUndefined();
    expect(await screen.findByText('Lotus Talent deactivated')).toBeTruthy();
  });

  it('[VEND-11][VEND-14] Activate sends PUT .../activate at once, with an empty body', async () => {
    const api = stubApi({ [`PUT ${VENDOR_PATH}/activate`]: () => json(200, VENDOR) });
    inRouter(<VendorActions vendor={{ ...VENDOR, status: 'INACTIVE' }} role="ADMIN" onShare={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(callsTo(api, 'PUT', `${VENDOR_PATH}/activate`)).toHaveLength(1));
    expect(callsTo(api, 'PUT', `${VENDOR_PATH}/activate`)[0]?.[1]?.body ?? undefined).toBeUndefined();
    expect(await screen.findByText('Lotus Talent activated')).toBeTruthy();
  });
});

describe('VendorContactCard', () => {
  it('[VEND-04] the contact name, the e-mail as a mailto link and the phone', () => {
    renderWithProviders(<VendorContactCard vendor={VENDOR} />);
    const card = screen.getByRole('region', { name: 'Primary contact' });
    expect(within(card).getByText('Meera Nair')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: VENDOR.primaryContactEmail ?? '' })
        .getAttribute('href'),
    ).toBe('mailto:meera.nair@lotus.example');
    expect(within(card).getByText('+919876543210')).toBeTruthy();
  });

  it('[VEND-04] no phone, no phone line', () => {
    renderWithProviders(<VendorContactCard vendor={{ ...VENDOR, primaryContactPhone: null }} />);
    const card = screen.getByRole('region', { name: 'Primary contact' });
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).queryByText(/\+91/)).toBeNull();
  });
});

describe('VendorUsersTab', () => {
  const user: VendorUser = {
    externalId: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi.kumar@lotus.example',
    telephone: '+919812345678',
    status: 'INACTIVE',
    access: 'PASSWORD_SET',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('[VEND-02] lists each user linking to its user page, with e-mail, phone and an inactive mark', () => {
    inRouter(<VendorUsersTab users={[user]} newUserPath="/internal/vendors/v/users/new" />);
    const list = screen.getByRole('list', { name: 'Users of the vendor' });
    expect(within(list).getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe(
      `/internal/users/${user.externalId}`,
    );
    expect(within(list).getByRole('link', { name: user.email }).getAttribute('href')).toBe(
      `mailto:${user.email}`,
    );
    expect(within(list).getByText(/\+919812345678/)).toBeTruthy();
    expect(within(list).getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New vendor user' }).getAttribute('href')).toBe(
      '/internal/vendors/v/users/new',
    );
  });

  it('says when there are none, and offers no new user where it may not (VEND-12)', () => {
    inRouter(<VendorUsersTab users={[]} />);
    expect(screen.getByText('No users yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New vendor user' })).toBeNull();
  });
});
