import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DistributionListBody, SettingsListKind } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { SETTINGS_KINDS, type SettingsFormValues, type SettingsRow } from '../components/settings-kinds';
import { settingsListKey } from './settings-list-key';

/** A list's body: the reference form's values, or a distribution list's (its own form). */
export type SettingsBody = SettingsFormValues | DistributionListBody;

/** POST /api/settings/{kind}, or PUT /api/settings/{kind}/{id} when editing. */
export function saveSettingsItem(
  kind: SettingsListKind,
  body: SettingsBody,
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
    mutationFn: (body: SettingsBody) => saveSettingsItem(kind, body, externalId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsListKey(kind) }),
  });
}
