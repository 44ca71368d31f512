import { describe, expect, it } from 'vitest';
import { afterLoginPath, asksForSession, loginPathFor, safeReturnTo, sessionStateOf } from './access';

describe('access guard decisions', () => {
  it('a public page never asks for the session; the sign-in and password pages only in a browser that was signed in', () => {
    for (const path of ['/jobs/8f0c', '/s/abc', '/u/abc']) {
      expect(asksForSession(path, true)).toBe(false);
      expect(asksForSession(path, false)).toBe(false);
    }
    for (const path of ['/auth/login', '/set-password', '/forgot-password']) {
      expect(asksForSession(path, false)).toBe(false);
      expect(asksForSession(path, true)).toBe(true);
    }
    for (const path of ['/internal/dashboard', '/', '/jobs']) expect(asksForSession(path, false)).toBe(true);
  });

  it('[NAV-20] without a session the user goes to /auth/login remembering path, query and hash', () => {
    const to = loginPathFor({
      pathname: '/internal/candidates/42',
      search: '?tab=1&x=a b',
      hash: '#vacancies',
    });
    const url = new URL(to, 'http://localhost');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('returnTo')).toBe('/internal/candidates/42?tab=1&x=a b#vacancies');
  });

  it('[NAV-20] the root or the login page itself is not remembered', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/auth/login');
    expect(loginPathFor({ pathname: '/auth/login', search: '?returnTo=%2Fx', hash: '' })).toBe('/auth/login');
  });

  it('[AUTH-01] after sign-in the user returns to an internal path, else the dashboard', () => {
    expect(afterLoginPath('?returnTo=%2Finternal%2Fvacancies%3Fpage%3D2%23details')).toBe(
      '/internal/vacancies?page=2#details',
    );
    expect(afterLoginPath('')).toBe('/internal/dashboard');
    expect(afterLoginPath('?returnTo=')).toBe('/internal/dashboard');
  });

  it('returnTo never leads off the site or back to the login page', () => {
    for (const unsafe of [
      'https://evil.example/internal',
      '//evil.example/internal',
      '/\\evil.example',
      'javascript:alert(1)',
      'internal/dashboard',
      '/auth/login?returnTo=/internal',
    ]) {
      expect(safeReturnTo(unsafe), unsafe).toBeNull();
    }
    expect(safeReturnTo('/internal/users')).toBe('/internal/users');
  });

  it('[NAV-21] a session whose role is not ADMIN, TAG or VENDOR is to be logged out', () => {
    expect(sessionStateOf(null)).toEqual({ kind: 'anonymous' });
    expect(sessionStateOf({ role: 'GUEST' })).toEqual({ kind: 'invalid-role' });
    expect(sessionStateOf({ role: 'admin' })).toEqual({ kind: 'invalid-role' });
    for (const role of ['ADMIN', 'TAG', 'VENDOR'] as const) {
      expect(sessionStateOf({ role })).toEqual({ kind: 'signed-in', role });
    }
  });
});
