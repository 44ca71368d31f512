import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@talent-desk/shared';
import { http } from '@/lib/http';

export const dashboardQueryKey = ['dashboard'] as const;

/** GET /api/dashboard: the blocks the signed-in user sees (DASH-04..07), decided by the server. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return http.get('/api/dashboard', { schema: dashboardSchema, signal });
}

export const useDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: [...dashboardQueryKey, 'blocks'],
      queryFn: ({ signal }) => getDashboard(signal),
    }),
  );
