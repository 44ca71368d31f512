import { createTheme } from '@mui/material/styles';

const focusRing = { outline: '2px solid #1e4fa3', outlineOffset: 2 };

/** A quiet, high-contrast back-office look: white surfaces on a light grey canvas, one blue accent. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1e4fa3', dark: '#153a7a', light: '#4a74c0', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    text: { primary: '#1a2233', secondary: '#4b5567' },
    divider: '#e1e5ee',
  },
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
        // Who asks the system for less motion gets dialogs, menus and drawers at once, without sliding or
        // fading (spinners keep turning: they say something is still working).
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
      styleOverrides: { root: { borderBottom: '1px solid #e1e5ee', backgroundColor: '#ffffff' } },
    },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e5ee' } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
  },
});
