import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillMergeResultSchema, type SkillMergeResult } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { candidatesQueryKey, optionListsQueryKey, vacanciesQueryKey } from '@/lib/query-keys';
import { settingsListKey } from './settings-list-key';

/** POST /api/settings/skills/{id}/merge: the skill's candidates and vacancies move to the target. */
export function mergeSkill(sourceExternalId: string, targetExternalId: string): Promise<SkillMergeResult> {
  return http.post(
    `/api/settings/skills/${encodeURIComponent(sourceExternalId)}/merge`,
    { targetExternalId },
    { schema: skillMergeResultSchema },
  );
}

/** The merge; afterwards the skill list, the skill options and cached candidates and vacancies reload. */
export function useMergeSkill(sourceExternalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetExternalId: string) => mergeSkill(sourceExternalId, targetExternalId),
    onSuccess: () => {
      // The merged skill is deleted: its own page's query is dropped, not read again (a 404).
      const gone = [...settingsListKey('skills'), 'item', sourceExternalId];
      queryClient.removeQueries({ queryKey: gone, exact: true });
      const keys = [
        settingsListKey('skills'),
        optionListsQueryKey('skills'),
        candidatesQueryKey,
        vacanciesQueryKey,
      ];
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
