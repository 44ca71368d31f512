import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from './route-error';

type LazyRoute = NonNullable<Exclude<RouteObject['lazy'], Record<string, unknown>>>;

/**
 * A route's `lazy` that never rejects. React Router keeps a route whose `lazy` failed as not loaded yet
 * and renders nothing below the root for it: the whole app went blank when a stale tab's chunk was gone
 * after a deploy. A failed load instead becomes a page that throws the error, so the route's own error
 * boundary (RouteError) shows it, offering a reload, inside the shell that is still there.
 */
export function loadRoute(load: () => Promise<{ Component: ComponentType }>): LazyRoute {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return { Component: failedPage(error) };
    }
  };
}

function failedPage(error: unknown): ComponentType {
  return function FailedPage() {
    throw error;
  };
}

/** A lazily loaded route page (its module's default export) with its own error boundary. */
export function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'errorElement'> {
  return {
    lazy: loadRoute(async () => ({ Component: (await load()).default })),
    errorElement: <RouteError />,
  };
}
