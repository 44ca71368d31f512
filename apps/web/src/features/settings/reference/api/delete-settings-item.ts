import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsListKind } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { settingsListKey } from './settings-list-key';

/** DELETE /api/settings/{kind}/{id}: 204, or 409 with what still uses the item. */
export function useDeleteSettingsItem(kind: SettingsListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (externalId: string) =>
      http.delete(`/api/settings/${kind}/${encodeURIComponent(externalId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsListKey(kind) }),
  });
}
