import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { OptionsSourceContext } from '@/components/async-autocomplete/options-source';
import { apiOptionsSource } from '@/features/options/options-source';
import { i18n } from '@/lib/i18n';
import { SNACKBAR_COMPONENTS } from './snackbar-content';
import { theme } from './theme';

export type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** Everything a page may rely on: theme, translations, server state and toasts. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider
            maxSnack={3}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            Components={SNACKBAR_COMPONENTS}
          >
            <OptionsSourceContext value={apiOptionsSource}>{children}</OptionsSourceContext>
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
