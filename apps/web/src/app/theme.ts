import { createTheme, type PaletteOptions } from '@mui/material/styles';

/** A scheme's colours: MUI's palette, the focus ring, the top bar's surface and the dividers. */
export type SchemeColours = {
  palette: PaletteOptions & { mode: 'light' | 'dark' };
  focus: string;
  appBar: string;
  divider: string;
};

/** A quiet, high-contrast back-office look: white surfaces on a light grey canvas, one blue accent. */
export const LIGHT_COLOURS: SchemeColours = {
  palette: {
    mode: 'light',
    primary: { main: '#1e4fa3', dark: '#153a7a', light: '#4a74c0', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    text: { primary: '#1a2233', secondary: '#4b5567' },
    divider: '#e1e5ee',
  },
  focus: '#1e4fa3',
  appBar: '#ffffff',
  divider: '#e1e5ee',
};

/**
 * The dark scheme: deep blue-grey surfaces, a lighter blue accent. Text on paper and on the canvas
 * reads at 7:1 or better; the accent with dark text at 4.5:1 or better (buttons, links, focus rings).
 */
export const DARK_COLOURS: SchemeColours = {
  palette: {
    mode: 'dark',
    primary: { main: '#8ab4f8', dark: '#5f8fd9', light: '#b3cefb', contrastText: '#0b1a33' },
    secondary: { main: '#5eead4' },
    // Light tones with dark text: MUI's dark defaults (#f44336 ...) read under 4.5:1 on these surfaces.
    error: { main: '#f28b82', dark: '#e06c62', light: '#f6aea9', contrastText: '#2b0a08' },
    warning: { main: '#fdd663', dark: '#e8bf3c', light: '#fee499', contrastText: '#2b2100' },
    success: { main: '#81c995', dark: '#5fb376', light: '#a8dab5', contrastText: '#0a2613' },
    info: { main: '#8ab4f8', dark: '#5f8fd9', light: '#b3cefb', contrastText: '#0b1a33' },
    background: { default: '#0f1522', paper: '#182133' },
    text: { primary: '#e6eaf2', secondary: '#aab3c5' },
    divider: '#2c3850',
  },
  focus: '#8ab4f8',
  appBar: '#141c2b',
  divider: '#2c3850',
};

/** The look of every page in one scheme. */
export function buildTheme({ palette, focus, appBar, divider }: SchemeColours) {
  const focusRing = { outline: `2px solid ${focus}`, outlineOffset: 2 };
  return createTheme({
    palette,
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Who asks the system for less motion gets dialogs, menus and drawers at once, without sliding
          // or fading (spinners keep turning: they say something is still working).
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              transitionDuration: '0s !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { borderBottom: `1px solid ${divider}`, backgroundColor: appBar },
        },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: divider } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
    },
  });
}

export type AppTheme = ReturnType<typeof buildTheme>;

export const lightTheme = buildTheme(LIGHT_COLOURS);

let darkTheme: AppTheme | undefined;

/** Built the first time a page is shown dark. */
export function themeFor(mode: 'light' | 'dark'): AppTheme {
  if (mode === 'light') return lightTheme;
  darkTheme ??= buildTheme(DARK_COLOURS);
  return darkTheme;
}
