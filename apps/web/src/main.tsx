import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import {
  askForSessionOnlyWhereNeeded,
  followSecondFactorRequired,
  signOutOnSessionExpiry,
} from './app/session';

const queryClient = createQueryClient();

signOutOnSessionExpiry(queryClient);
followSecondFactorRequired(queryClient);
askForSessionOnlyWhereNeeded();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole shell and page (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
