import { useMemo, type ComponentType } from 'react';
import type { Role, SessionUser } from '@talent-desk/shared';
import { Navigate, RouterProvider, type RouteObject } from 'react-router';
import { useMe } from '@/features/people/auth/api/get-me';
import { FullPageProgress } from '@/components/full-page-progress';
import { loadAllTranslations } from '@/lib/i18n/load';
import { mountSnackbars } from '@/lib/snackbar';
import { AccessGuard } from './guards/access-guard';
import { FORGOT_PASSWORD_PATH, HOME_PATH, SET_PASSWORD_PATH, sessionStateOf } from './guards/access';
import { ForcedSignOut } from './guards/forced-sign-out';
import { navigationFor } from './navigation';
import { NavigationContext } from './navigation-context';
import { loadRoute, page } from './routes/page';
import { RouteError } from './routes/route-error';
import { SessionLoadError } from './routes/session-load-error';
import { routerFor } from './router-instance';
import type { SectionRegistry } from './section-keys';
import { useSections } from './use-sections';

const toHome = <Navigate to={HOME_PATH} replace />;

/** The pages of a signed-in role: built-in pages plus the registered sections it may open (NAV-22). */
function internalRoutes(role: Role, registry: SectionRegistry): RouteObject[] {
  const { sections } = navigationFor(role, registry);
  const sectionRoutes = [...sections].map((key): RouteObject => ({
    path: registry[key]?.path ?? key,
    errorElement: <RouteError />,
    children: registry[key]?.routes ?? [],
  }));
  return [
    {
      // The shell brings every text beyond the first load's, before any page under it renders, and the
      // toasts' host (its pages' saves announce themselves).
      lazy: loadRoute(async () => {
        mountSnackbars();
        const [layout] = await Promise.all([import('./layout/app-layout'), loadAllTranslations()]);
        return { Component: layout.AppLayout };
      }),
      errorElement: <RouteError />,
      children: [
        { index: true, element: toHome },
        { path: 'dashboard', ...page(() => import('./routes/internal/dashboard')) },
        { path: 'change-password', ...page(() => import('./routes/internal/change-password')) },
        { path: 'sign-in-security', ...page(() => import('./routes/internal/sign-in-security')) },
        ...sectionRoutes,
        { path: '*', element: toHome }, // NAV-02
      ],
    },
  ];
}

/**
 * The routes of a session that may do one thing only (the API refuses it everything else): that page
 * alone, without the shell, and every other address leads to it.
 */
function onePageRoutes(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject[] {
  return [
    {
      path,
      lazy: loadRoute(async () => {
        mountSnackbars();
        const [route] = await Promise.all([load(), loadAllTranslations()]);
        return { Component: route.default };
      }),
      errorElement: <RouteError />,
    },
    { path: '*', element: <Navigate to={`/internal/${path}`} replace /> },
  ];
}

/** A session that must change the published demo password first. */
const passwordChangeRoutes = onePageRoutes(
  'change-password',
  () => import('./routes/internal/required-password-change'),
);

/** A session whose role must use two-factor sign-in but has not set it up (the password was right). */
const secondFactorEnrolRoutes = onePageRoutes(
  'two-factor-setup',
  () => import('./routes/internal/required-two-factor-setup'),
);

/**
 * What a signed-in session must do before it may use the app (the API answers nothing else until then):
 * change the published demo password, give the authenticator's code (the sign-in page's code step), or
 * set two-factor sign-in up. `null`: nothing, the app.
 */
export type SessionGate = 'password-change' | 'second-factor-code' | 'second-factor-enrol' | null;

export function sessionGateOf(user: SessionUser | null | undefined): SessionGate {
  if (!user) return null;
  if (user.secondFactor === 'code') return 'second-factor-code';
  if (user.secondFactor === 'enrol') return 'second-factor-enrol';
  if (user.passwordChangeRequired) return 'password-change';
  return null;
}

/** A public page with every text (it has no app shell to bring them). */
function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAllTranslations()]))[0];
}

/**
 * The route table for a role (with the sections that exist), or for a visitor without a session (`null`);
 * with a `gate`, only what the session must do first: the page to change the demo password, or the one
 * to set up two-factor sign-in; a session whose code is due has no internal page at all (the access guard
 * sends it to the sign-in page's code step, keeping where it was going).
 */
export function buildRoutes(
  role: Role | null,
  registry: SectionRegistry,
  gate: SessionGate = null,
): RouteObject[] {
  const signedInRoutes = (r: Role) => {
    if (gate === 'password-change') return passwordChangeRoutes;
    if (gate === 'second-factor-enrol') return secondFactorEnrolRoutes;
    return internalRoutes(r, registry);
  };
  const internalPages = role !== null && gate !== 'second-factor-code';
  return [
    {
      // The root: a spinner while the first page's code loads, and the last-resort error boundary.
      hydrateFallbackElement: <FullPageProgress />,
      errorElement: <RouteError />,
      children: [
        { path: '/auth/login', ...page(() => import('./routes/auth/login')) },
        // The e-mailed invitation and reset links, for visitors and signed-in users alike.
        { path: SET_PASSWORD_PATH, ...page(() => import('./routes/auth/set-password')) },
        { path: FORGOT_PASSWORD_PATH, ...page(() => import('./routes/auth/forgot-password')) },
        // The careers site's index of open vacancies and each one's apply page: no session needed, outside the app shell.
        { path: '/jobs', ...page(withAllTexts(() => import('./routes/public/careers-index'))) },
        { path: '/jobs/:vacancyId', ...page(withAllTexts(() => import('./routes/public/job-apply'))) },
        // A campaign e-mail's survey and unsubscribe links: no session needed, outside the app shell.
        { path: '/s/:token', ...page(withAllTexts(() => import('./routes/public/campaign-survey'))) },
        { path: '/u/:token', ...page(withAllTexts(() => import('./routes/public/unsubscribe'))) },
        {
          path: internalPages ? '/internal' : '/internal/*',
          element: <AccessGuard />,
          errorElement: <RouteError />,
          children: internalPages && role ? signedInRoutes(role) : undefined,
        },
        { path: '*', element: toHome },
      ],
    },
  ];
}

/** Loads the session, then runs the router built for its role. */
export function AppRouter() {
  const me = useMe();
  const session = me.data === undefined ? null : sessionStateOf(me.data);
  const role = session?.kind === 'signed-in' ? session.role : null;
  const sections = useSections(role !== null);
  const registry = sections.registry;
  const navigation = useMemo(
    () => (role && registry ? navigationFor(role, registry) : null),
    [role, registry],
  );

  if (!session) {
    return me.isError ? <SessionLoadError onRetry={() => void me.refetch()} /> : <FullPageProgress />;
  }
  if (session.kind === 'invalid-role') return <ForcedSignOut />;
  if (role && !registry) {
    return sections.failed ? <SessionLoadError onRetry={sections.retry} /> : <FullPageProgress />;
  }
  const gate = sessionGateOf(me.data);
  const routerKey = gate ?? role ?? 'anonymous';
  const router = routerFor(routerKey, () => buildRoutes(role, registry ?? {}, gate));
  return (
    <NavigationContext value={navigation}>
      {/* A new router is a new tree: nothing of the previous session's pages may render with it. */}
      <RouterProvider key={routerKey} router={router} />
    </NavigationContext>
  );
}
