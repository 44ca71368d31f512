import { isRole, type Role } from '@talent-desk/shared';

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/internal/dashboard';
/** The public pages of the e-mailed password links (the links' path is fixed by the API's mails). */
export const SET_PASSWORD_PATH = '/set-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The login page's flag for 'your password is set' after an invitation or reset link. */
export const PASSWORD_SET_FLAG = 'passwordSet';
export const PASSWORD_SET_LOGIN_PATH = `${LOGIN_PATH}?${PASSWORD_SET_FLAG}=1`;

/** Pages for visitors outside the app (careers site, a campaign's survey and unsubscribe links). */
const PUBLIC_PAGE_PREFIXES = ['/jobs/', '/s/', '/u/'] as const;
/** The sign-in and password pages: a signed-in user is sent on from them, a visitor stays. */
const SIGN_IN_PAGES = [LOGIN_PATH, SET_PASSWORD_PATH, FORGOT_PASSWORD_PATH] as const;

/**
 * Whether opening `pathname` asks the API for the session. Public pages never do; the sign-in and
 * password pages only in a browser that was signed in (`wasSignedIn`); the app's own pages always.
 */
export function asksForSession(pathname: string, wasSignedIn: boolean): boolean {
  if (PUBLIC_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (SIGN_IN_PAGES.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return wasSignedIn;
  return true;
}

type LocationLike = { pathname: string; search: string; hash: string };

/** Where a signed-out user is sent: the login page, remembering the full place they asked for (NAV-20). */
export function loginPathFor(location: LocationLike): string {
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  if (!returnTo || returnTo === '/' || returnTo.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ returnTo }).toString()}`;
}

/**
 * A `returnTo` that is safe to follow after sign-in: a path inside the app (never another origin, a
 * protocol-relative `//host` or a backslash trick), and not the login page itself.
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://talent-desk.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://talent-desk.invalid') return null;
  if (url.pathname.startsWith(LOGIN_PATH)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after sign-in (AUTH-01, NAV-20): back where the user was going, else the dashboard. */
export function afterLoginPath(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get('returnTo')) ?? HOME_PATH;
}

export type SessionState =
  { kind: 'anonymous' } | { kind: 'invalid-role' } | { kind: 'signed-in'; role: Role };

/** What the access guard makes of the session (NAV-20, NAV-21). */
export function sessionStateOf(user: { role: string } | null): SessionState {
  if (!user) return { kind: 'anonymous' };
  if (!isRole(user.role)) return { kind: 'invalid-role' };
  return { kind: 'signed-in', role: user.role };
}
