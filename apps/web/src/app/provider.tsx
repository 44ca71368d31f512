import { useEffect, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider, as @mui/material's gives it for a theme without CSS variables (ours): the
// material one also carries the CSS-variables provider, which the first load would load for nothing.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { useSnackbarRequests } from '@/lib/snackbar';
import { ColorModeContext } from './color-mode-context';
import type SnackbarHost from './snackbar-host';
import { useColorModeTheme } from './use-color-mode-theme';

export type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

let snackbarHost: typeof SnackbarHost | undefined;

/** Loads the toasts' host (notistack); tests load it up front, as the shell has it before its pages. */
export async function loadSnackbarHost(): Promise<typeof SnackbarHost> {
  snackbarHost ??= (await import('./snackbar-host')).default;
  return snackbarHost;
}

/** The toasts, once one is asked for (lib/snackbar.ts): notistack is not in the first load. */
function Snackbars() {
  const requests = useSnackbarRequests();
  const wanted = requests > 0;
  const [Host, setHost] = useState(() => snackbarHost);
  useEffect(() => {
    // A failed load leaves the toasts waiting (lib/snackbar.ts); the next one asked for tries again.
    if (wanted && !Host)
      loadSnackbarHost().then(
        (loaded) => setHost(() => loaded),
        () => {},
      );
  }, [wanted, requests, Host]);
  return wanted && Host ? <Host /> : null;
}

/**
 * Everything a page may rely on: theme (light or dark), translations, server state and toasts. The
 * option lists of pickers come with the signed-in shell (AppLayout): the first load has no options
 * feature.
 */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  const { theme, state } = useColorModeTheme();
  return (
    <I18nextProvider i18n={i18n}>
      <ColorModeContext value={state}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            {children}
            <Snackbars />
          </QueryClientProvider>
        </ThemeProvider>
      </ColorModeContext>
    </I18nextProvider>
  );
}
