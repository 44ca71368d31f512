import { useQuery } from '@tanstack/react-query';
import type { SettingsListKind } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { SETTINGS_KINDS, type SettingsRow } from '../components/settings-kinds';
import { settingsListKey } from './settings-list-key';

/** GET /api/settings/{kind}/{id}. */
export function getSettingsItem(kind: SettingsListKind, externalId: string, signal?: AbortSignal) {
  return http.get<SettingsRow>(`/api/settings/${kind}/${encodeURIComponent(externalId)}`, {
    schema: SETTINGS_KINDS[kind].rowSchema,
    signal,
  });
}

export const useSettingsItem = (kind: SettingsListKind, externalId: string) =>
  useQuery({
    queryKey: [...settingsListKey(kind), 'item', externalId],
    queryFn: ({ signal }) => getSettingsItem(kind, externalId, signal),
    retry: false,
  });
