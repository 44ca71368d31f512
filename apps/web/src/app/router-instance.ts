import { createBrowserRouter, type RouteObject } from 'react-router';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The route table is built per role (NAV-22), so the app holds one browser router per session kind:
 * signing in, signing out or an expired session swaps it for a router built for the new role, which
 * starts at the current URL. The previous one is disposed (it stops listening to the history).
 */
let active: { key: string; router: DataRouter } | null = null;

export function routerFor(key: string, build: () => RouteObject[]): DataRouter {
  if (active?.key !== key) {
    active?.router.dispose();
    active = { key, router: createBrowserRouter(build()) };
  }
  return active.router;
}

/**
 * Chooses the page a user lands on once their session ends. When the sign-out swaps the router, the new
 * one starts from the browser's URL; when the user is already anonymous, the router navigates there.
 */
export function landSignedOutUserOn(path: string): void {
  if (active?.key === 'anonymous') {
    void active.router.navigate(path, { replace: true });
    return;
  }
  window.history.replaceState(null, '', path);
}

/** Drops the current router (tests start each case from a fresh one). */
export function disposeRouter(): void {
  active?.router.dispose();
  active = null;
}
