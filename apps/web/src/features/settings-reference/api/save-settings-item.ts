import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsListKind } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { SETTINGS_KINDS, type SettingsFormValues, type SettingsRow } from '../components/settings-kinds';
import { settingsListKey } from './settings-list-key';

/** POST /api/settings/{kind}, or PUT /api/settings/{kind}/{id} when editing. */
export function saveSettingsItem(
  kind: SettingsListKind,
  body: SettingsFormValues,
  externalId?: string,
): Promise<SettingsRow> {
  const schema = SETTINGS_KINDS[kind].rowSchema;
  return externalId
    ? http.put(`/api/settings/${kind}/${encodeURIComponent(externalId)}`, body, { schema })
    : http.post(`/api/settings/${kind}`, body, { schema });
}

export function useSaveSettingsItem(kind: SettingsListKind, externalId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsFormValues) => saveSettingsItem(kind, body, externalId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsListKey(kind) }),
  });
}
