import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AppProvider } from '@/app/provider';
import { OptionsSourceContext } from '@/components/async-autocomplete/options-source';
import { apiOptionsSource } from '@/features/settings/lookups/options-source';
import { mountSnackbars } from '@/lib/snackbar';
import { meQueryKey, type SessionUser } from '@/features/people/auth/api/get-me';

export function createTestQueryClient(me?: SessionUser | null): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (me !== undefined) queryClient.setQueryData(meQueryKey, me);
  return queryClient;
}

/**
 * Renders with the app's providers (theme, i18n, query client, toasts) and what the signed-in shell adds:
 * the option lists and the toasts' host mounted from the start.
 */
export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  mountSnackbars();
  return {
    queryClient,
    ...render(
      <AppProvider queryClient={queryClient}>
        <OptionsSourceContext value={apiOptionsSource}>{ui}</OptionsSourceContext>
      </AppProvider>,
    ),
  };
}
