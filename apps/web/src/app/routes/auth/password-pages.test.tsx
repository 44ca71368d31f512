import type { Role } from '@talent-desk/shared';
import { PASSWORD_TOKEN_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { users } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { buildRoutes } from '../../router';
import { tokenFromHash } from './use-link-token';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_9';
const TOKEN_PATH = `/api/auth/password-tokens/${TOKEN}`;
const invitation = {
  purpose: 'INVITATION',
  firstName: 'Ana',
  email: 'ana@example.test',
  expiresAt: '2030-01-01T00:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, routes: Parameters<typeof stubApi>[0], role: Role | null = null) {
  const fetchMock = stubApi(routes);
  const router = createMemoryRouter(buildRoutes(role, {}), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, createTestQueryClient(role ? users[role] : null));
  return { router, fetchMock };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/set-password', () => {
  it('reads the token of the fragment only', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#other=1')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });

  it('greets the invited user with the account, and takes the token out of the address', async () => {
    const { router } = renderAt(`/set-password#token=${TOKEN}`, {
      [`GET ${TOKEN_PATH}`]: () => json(200, invitation),
    });
    expect(await heading('Welcome, Ana')).toBeDefined();
    expect(screen.getByText('ana@example.test').parentElement?.textContent).toBe('Account: ana@example.test');
    expect(router.state.location.pathname).toBe('/set-password');
    expect(router.state.location.hash).toBe('');
  });

  it('a reset link asks for a new password', async () => {
    renderAt(`/set-password#token=${TOKEN}`, {
      [`GET ${TOKEN_PATH}`]: () => json(200, { ...invitation, purpose: 'PASSWORD_RESET' }),
    });
    expect(await heading('Choose a new password')).toBeDefined();
  });

  it('an invalid, expired or used link says so and offers a new one', async () => {
    renderAt(`/set-password#token=${TOKEN}`, {
      [`GET ${TOKEN_PATH}`]: () => json(404, { message: PASSWORD_TOKEN_MESSAGES.linkInvalid }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_TOKEN_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('a malformed token is invalid without asking the server; no token at all says to open the e-mail', async () => {
    const { fetchMock } = renderAt('/set-password#token=short', {});
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_TOKEN_MESSAGES.linkInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    renderAt('/set-password', {});
    expect((await screen.findByRole('alert')).textContent).toMatch(/needs the link from your e-mail/);
  });

  it('works for a signed-in user too: no redirect into the app', async () => {
    const { router } = renderAt(
      `/set-password#token=${TOKEN}`,
      { [`GET ${TOKEN_PATH}`]: () => json(200, invitation) },
      'TAG',
    );
    expect(await heading('Welcome, Ana')).toBeDefined();
    expect(router.state.location.pathname).toBe('/set-password');
  });

  it('once set, the sign-in page says so (role=status)', async () => {
    const { router } = renderAt(`/set-password#token=${TOKEN}`, {
      [`GET ${TOKEN_PATH}`]: () => json(200, invitation),
      'POST /api/auth/set-password': () => json(200, { message: PASSWORD_TOKEN_MESSAGES.passwordSet }),
    });
    await heading('Welcome, Ana');
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-secret-2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'new-secret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_TOKEN_MESSAGES.passwordSet);
  });

  it('a link used meanwhile (404 on submit) turns into the invalid-link message', async () => {
    renderAt(`/set-password#token=${TOKEN}`, {
      [`GET ${TOKEN_PATH}`]: () => json(200, invitation),
      'POST /api/auth/set-password': () => json(404, { message: PASSWORD_TOKEN_MESSAGES.linkInvalid }),
    });
    await heading('Welcome, Ana');
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-secret-2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'new-secret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_TOKEN_MESSAGES.linkInvalid);
  });
});

describe('/forgot-password and the login page', () => {
  it('the login page links to Forgot password?', async () => {
    renderAt('/auth/login', {});
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });

  it('shows the server’s message in a status region, and the way back to sign in', async () => {
    renderAt('/forgot-password', {
      'POST /api/auth/forgot-password': () => json(202, { message: PASSWORD_TOKEN_MESSAGES.resetRequested }),
    });
    expect(await heading('Forgot your password?')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(PASSWORD_TOKEN_MESSAGES.resetRequested),
    );
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(document.activeElement?.textContent).toBe(PASSWORD_TOKEN_MESSAGES.resetRequested);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
  });
});
