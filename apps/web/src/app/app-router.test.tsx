import { MESSAGES, PASSWORD_SUCCESS_TOAST_MS } from '@talent-desk/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { users } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { AppRouter } from './router';
import { disposeRouter } from './router-instance';
import { askForSessionOnlyWhereNeeded, signOutOnSessionExpiry } from './session';
import { setSessionCheck } from '@/features/people/auth/api/get-me';

// The web tests share one document per worker (isolate: false): this file starts clean too, whatever a
// file before it left (a signed-in hint in localStorage sends the sign-in page on to the dashboard).
function resetSession() {
  window.history.replaceState(null, '', '/');
  setSessionCheck(() => true);
  localStorage.clear();
}
beforeEach(resetSession);
afterEach(() => {
  cleanup();
  disposeRouter();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSession();
});

function start(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createTestQueryClient();
  signOutOnSessionExpiry(queryClient);
  renderWithProviders(<AppRouter />, queryClient);
  return queryClient;
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;
// The pages load their modules lazily: in jsdom on a busy machine that takes seconds, so the waits and the
// tests' limits are longer than the defaults (a wait for an element still fails when it never comes).
const signInButton = () => screen.findByRole('button', { name: 'Sign in' }, { timeout: 20_000 });

describe('the app with its session', { timeout: 30_000 }, () => {
  it('a visitor on the sign-in page is not asked for a session; a browser that was signed in is sent on', async () => {
    const api = stubApi({ 'GET /api/auth/me': () => json(200, users.TAG) });
    askForSessionOnlyWhereNeeded();
    start('/auth/login');
    expect(await signInButton()).toBeDefined();
    expect(callsTo(api, 'GET', '/api/auth/me')).toHaveLength(0);
    cleanup();
    disposeRouter();

    // Signed in before (the hint), the same page asks and goes on to the dashboard.
    localStorage.setItem('talent-desk.signed-in', '1');
    start('/auth/login');
    expect(callsTo(api, 'GET', '/api/auth/me')).toHaveLength(1);
    // The signed-in shell's sections load first (their own chunk), then the login page sends the user on.
    await waitFor(() => expect(window.location.pathname).toBe('/internal/dashboard'), { timeout: 20_000 });
  });

  it('[NAV-21] a session whose role is not ADMIN, TAG or VENDOR is logged out', async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(200, { ...users.TAG, role: 'GUEST' }),
      'GET /api/auth/logout': () => json(200),
    });
    start('/internal/dashboard');
    expect(await signInButton()).toBeDefined();
    expect(callsTo(api, 'GET', '/api/auth/logout')).toHaveLength(1);
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('[NAV-20] [AUTH-01] sign in from a deep link and land where the user was going', async () => {
    let signedIn = false;
    const api = stubApi({
      'GET /api/auth/me': () => (signedIn ? json(200, users.TAG) : json(401, { message: 'Please sign in' })),
      'POST /api/auth/login': () => {
        signedIn = true;
        return json(200, users.TAG);
      },
    });
    start('/internal/change-password?from=mail');
    expect(await signInButton()).toBeDefined();
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe(
      '/internal/change-password?from=mail',
    );

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'recruiter@talentdesk.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo-pass-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeDefined();
    expect(currentUrl()).toBe('/internal/change-password?from=mail');
    const [call] = callsTo(api, 'POST', '/api/auth/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'recruiter@talentdesk.test',
      password: 'Demo-pass-2026!',
    });
  });

  it.each([
    [401, MESSAGES.invalidCredentials],
    [403, MESSAGES.vendorInactive],
    [429, MESSAGES.tooManyAttempts],
  ])('a refused sign-in (%i) shows the server message', async (status, message) => {
    stubApi({
      'GET /api/auth/me': () => json(401, { message: 'Please sign in' }),
      'POST /api/auth/login': () => json(status, { status, code: 'REFUSED', message }),
    });
    start('/auth/login');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'someone@acme.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('[NAV-20] a 401 from any call sends the user to the login page, keeping where they were', async () => {
    stubApi({
      'GET /api/auth/me': () => json(200, users.ADMIN),
      'GET /api/candidates': () =>
        json(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' }),
    });
    start('/internal/dashboard?view=mine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    await act(() => http.get('/api/candidates').catch(() => undefined));
    expect(await signInButton()).toBeDefined();
    expect(window.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/internal/dashboard?view=mine');
  });

  it('[AUTH-10] after a password change the toast stays 5 seconds, then the user is logged out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'GET /api/auth/me': () => json(200, users.VENDOR),
      'POST /user-service/user/change/password': () => json(200, { message: 'Password changed' }),
      'GET /api/auth/logout': () => json(200),
    });
    start('/internal/change-password');
    fireEvent.change(await screen.findByLabelText(/^Current password/), {
      target: { value: 'Demo-pass-2026!' },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'A-new-pass-2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'A-new-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_SUCCESS_TOAST_MS - 500));
    expect(callsTo(api, 'GET', '/api/auth/logout')).toHaveLength(0);
    expect(screen.getByText(MESSAGES.passwordChanged)).toBeDefined();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/auth/logout')).toHaveLength(1));
    expect(await signInButton()).toBeDefined();
    expect(currentUrl()).toBe('/auth/login');
  });
});
