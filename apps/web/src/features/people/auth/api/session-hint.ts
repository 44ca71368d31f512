/**
 * Whether this browser had a session when it last heard from the API. The session cookie is HttpOnly,
 * so pages a visitor opens (sign-in, password links) read this instead of asking GET /api/auth/me,
 * whose 401 the browser logs as a console error on every anonymous page.
 */
const KEY = 'talent-desk.signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    localStorage[signedIn ? 'setItem' : 'removeItem'](KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the sign-in page then simply shows its form.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
