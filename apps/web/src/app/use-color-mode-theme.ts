import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  colorModeOf,
  PREFERS_DARK,
  readColorModePreference,
  saveColorModePreference,
  systemPrefersDark,
  type ColorModePreference,
} from './color-mode';
import type { ColorModeState } from './color-mode-context';
import { themeFor, type AppTheme } from './theme';

function subscribeToSystem(onChange: () => void): () => void {
  const query = window.matchMedia?.(PREFERS_DARK);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The theme to render with: the user's choice, or the system's setting (followed as it changes). Read
 * before the first render, so a page opening dark never shows light first.
 */
export function useColorModeTheme(): { theme: AppTheme; state: ColorModeState } {
  const [preference, setPreference] = useState<ColorModePreference>(readColorModePreference);
  const mode = colorModeOf(preference, useSyncExternalStore(subscribeToSystem, systemPrefersDark));
  useEffect(() => {
    // The page's own canvas and the browser's controls (index.html styles them by this attribute).
    document.documentElement.setAttribute('data-color-scheme', mode);
  }, [mode]);
  const state = useMemo(
    () => ({
      preference,
      mode,
      choose: (next: ColorModePreference) => {
        saveColorModePreference(next);
        setPreference(next);
      },
    }),
    [preference, mode],
  );
  return { theme: themeFor(mode), state };
}
