import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKpisSchema, type DashboardKpis } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { dashboardQueryKey } from './get-dashboard';

/** GET /api/dashboard/kpis: the KPI row in the signed-in user's scope. */
export function getDashboardKpis(signal?: AbortSignal): Promise<DashboardKpis> {
  return http.get('/api/dashboard/kpis', { schema: dashboardKpisSchema, signal });
}

export const useDashboardKpis = () =>
  useQuery(
    queryOptions({
      queryKey: [...dashboardQueryKey, 'kpis'],
      queryFn: ({ signal }) => getDashboardKpis(signal),
    }),
  );
