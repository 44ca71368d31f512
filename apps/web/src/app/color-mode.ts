/**
 * The colour scheme: the user's choice (System, Light or Dark; the avatar menu), remembered in
 * localStorage, and the system's setting for System. public/color-scheme.js reads the same key before
 * the first paint (the page's background and form controls), so keep the two in step.
 */
export type ColorModePreference = 'system' | 'light' | 'dark';
export type ColorMode = 'light' | 'dark';

const KEY = 'talent-desk.color-mode';
export const PREFERS_DARK = '(prefers-color-scheme: dark)';

export function readColorModePreference(): ColorModePreference {
  try {
    const saved = localStorage.getItem(KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** System is the absence of a choice. Storage refused: the choice holds until the page is left. */
export function saveColorModePreference(preference: ColorModePreference): void {
  try {
    localStorage[preference === 'system' ? 'removeItem' : 'setItem'](KEY, preference);
  } catch {
    // See above.
  }
}

export const systemPrefersDark = (): boolean => window.matchMedia?.(PREFERS_DARK).matches ?? false;

export const colorModeOf = (preference: ColorModePreference, systemDark: boolean): ColorMode =>
  preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
