import type { QueryClient } from '@tanstack/react-query';

/**
 * A change to a candidate's place on a vacancy shows in both kinds of page: the candidate's (details,
 * lists) and the vacancy's (row counts, the #candidates tab, whose key starts with 'vacancies').
 */
export const PIPELINE_AFFECTED_KEYS = [['candidates'], ['vacancies']] as const;

export function refreshPipelines(queryClient: QueryClient) {
  return Promise.all(PIPELINE_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
