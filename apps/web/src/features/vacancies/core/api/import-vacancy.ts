import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vacancyDetailsSchema,
  vacancyImportPreviewSchema,
  type VacancyBody,
  type VacancyDetails,
  type VacancyImportPreview,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vacanciesQueryKey } from '@/lib/query-keys';

const importPath = (gloId: string) => `/api/vacancies/import/${encodeURIComponent(gloId)}`;

/**
 * GET /api/vacancies/import/{gloId}: the vacancy already imported ({existingExternalId}), or the draft
 * GLO-R fills for review. 404: GLO-R has no such vacancy; 502: GLO-R did not answer.
 */
export function getImportPreview(gloId: string, signal?: AbortSignal): Promise<VacancyImportPreview> {
  return http.get(importPath(gloId), { schema: vacancyImportPreviewSchema, signal });
}

export const useImportPreview = (gloId: string) =>
  useQuery({
    queryKey: [...vacanciesQueryKey, 'import', gloId],
    queryFn: ({ signal }) => getImportPreview(gloId, signal),
    retry: false,
    // A draft is read once per visit: GLO-R is asked again when the page is opened again.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /api/vacancies/import/{gloId}: the reviewed body becomes a vacancy (409 when imported since). */
export function saveImport(gloId: string, body: VacancyBody): Promise<VacancyDetails> {
  return http.post(importPath(gloId), body, { schema: vacancyDetailsSchema });
}

export function useSaveImport(gloId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VacancyBody) => saveImport(gloId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacanciesQueryKey }),
  });
}
