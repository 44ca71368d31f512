import { createContext, useContext } from 'react';
import type { ColorMode, ColorModePreference } from './color-mode';

export type ColorModeState = {
  preference: ColorModePreference;
  /** The scheme shown now. */
  mode: ColorMode;
  choose: (preference: ColorModePreference) => void;
};

/** The colour scheme and the avatar menu's switch (provider.tsx holds the state). */
export const ColorModeContext = createContext<ColorModeState | null>(null);

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode is used outside AppProvider');
  return state;
}
