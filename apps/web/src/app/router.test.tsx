import type { Role } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/people/auth/api/get-me';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { users } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { navigationFor } from './navigation';
import { NavigationContext } from './navigation-context';
import { buildRoutes } from './router';
import type { SectionRegistry } from './sections';

const stubPage = (name: string) => ({ routes: [{ index: true, element: <h1>{name} page</h1> }] });
const allSections: SectionRegistry = {
  users: stubPage('Users'),
  vendors: stubPage('Vendors'),
  vacancies: stubPage('Vacancies'),
  candidates: stubPage('Candidates'),
  engagement: stubPage('Engagement'),
  settings: stubPage('Settings'),
  reports: stubPage('Reports'),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderApp(role: Role | null, path: string, registry: SectionRegistry = allSections) {
  const fetchMock = stubApi({ 'GET /api/auth/logout': () => json(200) });
  const queryClient = createTestQueryClient(role ? users[role] : null);
  const router = createMemoryRouter(buildRoutes(role, registry), { initialEntries: [path] });
  renderWithProviders(
    <NavigationContext value={role ? navigationFor(role, registry) : null}>
      <RouterProvider router={router} />
    </NavigationContext>,
    queryClient,
  );
  return { router, queryClient, fetchMock };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation', hidden: true }))
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

async function openAccountMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('routes built per role', () => {
  it('[NAV-20] a signed-out deep link goes to the login page remembering the place', async () => {
    const { router } = renderApp(null, '/internal/candidates/42?tab=1#vacancies');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/internal/candidates/42?tab=1#vacancies',
    );
  });

  it('[AUTH-01] a signed-in user on the login page goes on to returnTo', async () => {
    const { router } = renderApp('TAG', '/auth/login?returnTo=%2Finternal%2Fcandidates');
    expect(await heading('Candidates page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/internal/candidates');
  });

  it('[NAV-02] an unknown internal path redirects to /internal/dashboard', async () => {
    const { router } = renderApp('ADMIN', '/internal/no-such-page/7');
    expect(await heading('Dashboard')).toBeDefined();
    expect(router.state.location.pathname).toBe('/internal/dashboard');
  });

  it('[NAV-22] VENDOR gets no users, vendors or engagement routes', async () => {
    for (const path of ['/internal/users', '/internal/vendors', '/internal/engagement']) {
      const { router } = renderApp('VENDOR', path);
      expect(await heading('Dashboard')).toBeDefined();
      expect(router.state.location.pathname).toBe('/internal/dashboard');
      cleanup();
    }
    renderApp('VENDOR', '/internal/vacancies');
    expect(await heading('Vacancies page')).toBeDefined();
  });

  it('[NAV-22] ADMIN opens the users section; TAG cannot open settings', async () => {
    renderApp('ADMIN', '/internal/users');
    expect(await heading('Users page')).toBeDefined();
    cleanup();
    renderApp('TAG', '/internal/settings');
    expect(await heading('Dashboard')).toBeDefined();
  });

  it('[NAV-12] [NAV-13] the top navigation per role, the active item marked', async () => {
    renderApp('ADMIN', '/internal/vacancies');
    await heading('Vacancies page');
    expect(navLinks()).toEqual([
      'Users',
      'Vendors',
      'Vacancies',
      'Candidates',
      'Engagement',
      'Settings',
      'Reports',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(
      within(nav).getByRole('link', { name: 'Vacancies', hidden: true }).getAttribute('aria-current'),
    ).toBe('page');
    cleanup();
    renderApp('VENDOR', '/internal/dashboard');
    await heading('Dashboard');
    expect(navLinks()).toEqual(['Vacancies', 'Candidates']);
  });

  it('[NAV-14] the narrow-screen menu button lists the same items', async () => {
    renderApp('VENDOR', '/internal/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation', hidden: true }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Vacancies', 'Candidates']);
  });

  it('[NAV-23] with no section registered there is no navigation at all', async () => {
    renderApp('ADMIN', '/internal/dashboard', {});
    await heading('Dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open navigation', hidden: true })).toBeNull();
  });
});

describe('avatar menu', () => {
  it('[NAV-16] [NAV-17] ADMIN: name and role, Settings, Reports, Change Password, Sign-in security, Log Out', async () => {
    renderApp('ADMIN', '/internal/dashboard');
    const menu = await openAccountMenu();
    expect(within(menu).getByText('Ada Admin')).toBeDefined();
    expect(within(menu).getByText('Admin')).toBeDefined();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Reports', 'Change Password', 'Sign-in security', 'Log Out']);
  });

  it('[NAV-17] TAG sees only Change Password, Sign-in security and Log Out', async () => {
    renderApp('TAG', '/internal/dashboard');
    const menu = await openAccountMenu();
    expect(within(menu).getByText('Rita M Recruiter')).toBeDefined();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change Password', 'Sign-in security', 'Log Out']);
  });

  it('[NAV-18] a vendor user is shown as "vendor user of {vendor name}"', async () => {
    renderApp('VENDOR', '/internal/dashboard');
    const menu = await openAccountMenu();
    expect(within(menu).getByText('vendor user of Acme Staffing')).toBeDefined();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change Password', 'Sign-in security', 'Log Out']);
  });

  it('[NAV-09] Change Password opens the change-password page', async () => {
    const { router } = renderApp('VENDOR', '/internal/dashboard');
    const menu = await openAccountMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Change Password' }));
    expect(await heading('Change Password')).toBeDefined();
    expect(router.state.location.pathname).toBe('/internal/change-password');
  });

  it('Sign-in security opens its page from the avatar menu', async () => {
    const { router, fetchMock } = renderApp('TAG', '/internal/dashboard');
    fetchMock.mockImplementation(async () =>
      json(200, { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 }),
    );
    const menu = await openAccountMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign-in security' }));
    expect(await heading('Sign-in security')).toBeDefined();
    expect(router.state.location.pathname).toBe('/internal/sign-in-security');
  });

  it('[AUTH-02] Log Out calls GET /api/auth/logout and forgets the session', async () => {
    const { fetchMock, queryClient } = renderApp('TAG', '/internal/dashboard');
    const menu = await openAccountMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeNull());
    expect(callsTo(fetchMock, 'GET', '/api/auth/logout')).toHaveLength(1);
  });
});

describe('dashboard', () => {
  async function quickCreateItems() {
    fireEvent.click(await screen.findByRole('button', { name: 'Create new' }));
    return within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  }

  it('[DASH-01] [DASH-02] [DASH-03] ADMIN and TAG may create candidates and vacancies', async () => {
    for (const role of ['ADMIN', 'TAG'] as const) {
      renderApp(role, '/internal/dashboard');
      expect(await heading('Dashboard')).toBeDefined();
      expect(await quickCreateItems()).toEqual(['New Candidate', 'New Vacancy']);
      cleanup();
    }
  });

  it('[DASH-03] VENDOR is never offered New Vacancy', async () => {
    renderApp('VENDOR', '/internal/dashboard');
    expect(await quickCreateItems()).toEqual(['New Candidate']);
  });

  it('[DASH-02] quick-create items link to their create pages', async () => {
    const { router } = renderApp('TAG', '/internal/dashboard', {
      candidates: { routes: [{ path: 'new', element: <h1>New candidate form</h1> }] },
    });
    expect(await quickCreateItems()).toEqual(['New Candidate']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'New Candidate' }));
    expect(await heading('New candidate form')).toBeDefined();
    expect(router.state.location.pathname).toBe('/internal/candidates/new');
  });

  it('[DASH-01] with no create page registered the dashboard has its title and no quick-create button', async () => {
    renderApp('ADMIN', '/internal/dashboard', {});
    expect(await heading('Dashboard')).toBeDefined();
    expect(screen.getByText('Welcome, Ada Admin.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Create new' })).toBeNull();
  });
});

describe('a session that must change the published demo password', () => {
  it('reaches only the page to choose a new password, whatever address it opens', async () => {
    stubApi({});
    const queryClient = createTestQueryClient({ ...users.ADMIN, passwordChangeRequired: true });
    const router = createMemoryRouter(buildRoutes('ADMIN', allSections, 'password-change'), {
      initialEntries: ['/internal/candidates'],
    });
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    expect(await heading('Choose your own password')).toBeDefined();
    expect(router.state.location.pathname).toBe('/internal/change-password');
    expect(screen.getByLabelText('Current password')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).toBeNull();
    await router.navigate('/internal/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/change-password'));
  });
});

describe('a session whose second factor is due', () => {
  it('with the code due, any internal address leads to the sign-in page’s code step, keeping the place', async () => {
    stubApi({});
    const queryClient = createTestQueryClient({ ...users.TAG, secondFactor: 'code' });
    const router = createMemoryRouter(buildRoutes('TAG', allSections, 'second-factor-code'), {
      initialEntries: ['/internal/candidates'],
    });
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    expect(await screen.findByLabelText('Authentication code')).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/internal/candidates');
  });

  it('once the code is verified, it goes on to the place it was going', async () => {
    stubApi({ 'POST /api/auth/two-factor/verify': () => json(200, users.TAG) });
    const queryClient = createTestQueryClient({ ...users.TAG, secondFactor: 'code' });
    const router = createMemoryRouter(buildRoutes('TAG', allSections, 'second-factor-code'), {
      initialEntries: ['/auth/login?returnTo=%2Finternal%2Fcandidates'],
    });
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // The app rebuilds the router for the fully signed-in session; this one's login page sends it on.
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/candidates'));
  });

  it('with enrolment due, reaches only the set-up page, whatever address it opens', async () => {
    stubApi({
      'POST /api/auth/two-factor/setup': () =>
        json(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' }),
    });
    const queryClient = createTestQueryClient({ ...users.TAG, secondFactor: 'enrol' });
    const router = createMemoryRouter(buildRoutes('TAG', allSections, 'second-factor-enrol'), {
      initialEntries: ['/internal/vacancies'],
    });
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    expect(await heading('Set up two-factor sign-in')).toBeDefined();
    expect(router.state.location.pathname).toBe('/internal/two-factor-setup');
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).toBeNull();
  });
});
