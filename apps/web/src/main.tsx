import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clearSession } from '@/features/auth/api/logout';
import { setUnauthenticatedHandler } from '@/lib/http';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';

const queryClient = createQueryClient();

// Any 401 (other than the calls that answer 401 themselves) means the session is gone: forget it. The
// router is then rebuilt for a visitor, whose access guard sends them to the login page with returnTo.
setUnauthenticatedHandler(() => clearSession(queryClient));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
