import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { attachSnackbarHost } from '@/lib/snackbar';
import { SNACKBAR_COMPONENTS } from './snackbar-content';

/** notistack's provider, mounted beside the app once a toast is asked for (lib/snackbar.ts). */
export default function SnackbarHost() {
  useEffect(() => {
    attachSnackbarHost(enqueueSnackbar);
    return () => attachSnackbarHost(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={SNACKBAR_COMPONENTS}
    />
  );
}
