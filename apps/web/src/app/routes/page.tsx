import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from './route-error';

/** A lazily loaded route page (its module's default export) with its own error boundary. */
export function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'errorElement'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    errorElement: <RouteError />,
  };
}
