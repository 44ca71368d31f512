import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  namedItemRowSchema,
  projectImportPreviewSchema,
  type NamedItemBody,
  type NamedItemRow,
  type ProjectImportPreview,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { settingsListKey } from './settings-list-key';

const importPath = (gloId: string) => `/api/settings/projects/import/${encodeURIComponent(gloId)}`;

/**
 * GET /api/settings/projects/import/{gloId}: the project already imported ({existingExternalId}), or
 * GLO-R's project for review. 404: GLO-R has no such project; 502: GLO-R did not answer.
 */
export function getProjectImportPreview(gloId: string, signal?: AbortSignal): Promise<ProjectImportPreview> {
  return http.get(importPath(gloId), { schema: projectImportPreviewSchema, signal });
}

export const useProjectImportPreview = (gloId: string) =>
  useQuery({
    // Not under the projects list's key: the save's invalidation must not ask again (the id is then
    // imported, and the page would leave for the edit page instead of the list).
    queryKey: ['project-import', gloId],
    queryFn: ({ signal }) => getProjectImportPreview(gloId, signal),
    retry: false,
    // GLO-R is asked again each time the page is opened.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /api/settings/projects/import/{gloId}: adds (or links) the project; 409 when imported since. */
export function saveProjectImport(gloId: string, body: NamedItemBody): Promise<NamedItemRow> {
  return http.post(importPath(gloId), body, { schema: namedItemRowSchema });
}

export function useSaveProjectImport(gloId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NamedItemBody) => saveProjectImport(gloId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsListKey('projects') }),
  });
}
