import type { SettingsListKind } from '@talent-desk/shared';

/** Every query of one settings list starts with this key: a save or delete invalidates them all. */
export const settingsListKey = (kind: SettingsListKind) => ['settings', kind] as const;
