import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  settingsListQueryToQueryPairs,
  toQueryString,
  type Paged,
  type SettingsListKind,
  type SettingsListQuery,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { SETTINGS_KINDS, type SettingsRow } from '../components/settings-kinds';
import { settingsListKey } from './settings-list-key';

/** GET /api/settings/{kind}?page&size&column&order&search. */
export function getSettingsList(
  kind: SettingsListKind,
  query: SettingsListQuery,
  signal?: AbortSignal,
): Promise<Paged<SettingsRow>> {
  return http.get(`/api/settings/${kind}?${toQueryString(settingsListQueryToQueryPairs(query))}`, {
    schema: SETTINGS_KINDS[kind].pageSchema as never,
    signal,
  });
}

export const useSettingsList = (kind: SettingsListKind, query: SettingsListQuery, enabled = true) =>
  useQuery({
    queryKey: [...settingsListKey(kind), 'list', query],
    queryFn: ({ signal }) => getSettingsList(kind, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
