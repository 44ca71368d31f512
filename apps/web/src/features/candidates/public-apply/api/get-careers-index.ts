import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { careersIndexPageSchema, type CareersIndexItem, type Paged } from '@talent-desk/shared';
import { http } from '@/lib/http';

export type CareersIndexParams = { page: number; search: string };

/** The careers index shows this many vacancies a page. */
export const CAREERS_INDEX_PAGE_SIZE = 15;

/** GET /api/public/vacancies: one page of the published OPEN vacancies (no session). */
export function getCareersIndex(
  { page, search }: CareersIndexParams,
  signal?: AbortSignal,
): Promise<Paged<CareersIndexItem>> {
  return http.get('/api/public/vacancies', {
    query: { page, size: CAREERS_INDEX_PAGE_SIZE, search: search || undefined },
    schema: careersIndexPageSchema,
    signal,
  });
}

export const useCareersIndex = (params: CareersIndexParams) =>
  useQuery({
    queryKey: ['careers-index', params],
    queryFn: ({ signal }) => getCareersIndex(params, signal),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
