import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { securitySettingsSchema, type SecuritySettings } from '@talent-desk/shared';
import { http } from '@/lib/http';

export const securitySettingsKey = ['settings', 'security'] as const;
const PATH = '/api/settings/security';

/** GET /api/settings/security (ADMIN): who must use two-factor sign-in. */
export function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return http.get(PATH, { schema: securitySettingsSchema, signal });
}

export const securitySettingsQueryOptions = () =>
  queryOptions({ queryKey: securitySettingsKey, queryFn: ({ signal }) => getSecuritySettings(signal) });

export const useSecuritySettings = () => useQuery(securitySettingsQueryOptions());

/** PUT /api/settings/security: answers the settings as saved. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecuritySettings) => http.put(PATH, body, { schema: securitySettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(securitySettingsKey, saved),
  });
}
