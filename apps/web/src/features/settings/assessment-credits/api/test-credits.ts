import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  settingsListQueryToQueryPairs,
  testCreditsPageSchema,
  testCreditsRowSchema,
  toQueryString,
  type Paged,
  type SettingsListQuery,
  type TestCreditsBody,
  type TestCreditsRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/** Every query of the test credits starts with this key: a save invalidates them all. */
export const testCreditsKey = ['settings', 'test-credits'] as const;
const BASE = '/api/settings/test-credits';

/** GET /api/settings/test-credits?page&size&column&order&search (vendor name). */
export function getTestCredits(
  query: SettingsListQuery,
  signal?: AbortSignal,
): Promise<Paged<TestCreditsRow>> {
  return http.get(`${BASE}?${toQueryString(settingsListQueryToQueryPairs(query))}`, {
    schema: testCreditsPageSchema,
    signal,
  });
}

export const useTestCredits = (query: SettingsListQuery, enabled = true) =>
  useQuery({
    queryKey: [...testCreditsKey, 'list', query],
    queryFn: ({ signal }) => getTestCredits(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** PUT /api/settings/test-credits/{vendorId}: 400 below the used credits, 409 on a stale version. */
export function saveTestCredits(vendorExternalId: string, body: TestCreditsBody): Promise<TestCreditsRow> {
  return http.put(`${BASE}/${encodeURIComponent(vendorExternalId)}`, body, { schema: testCreditsRowSchema });
}

export function useSaveTestCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorExternalId, body }: { vendorExternalId: string; body: TestCreditsBody }) =>
      saveTestCredits(vendorExternalId, body),
    // A 409 too: the list then shows the other ADMIN's value and version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: testCreditsKey }),
  });
}
