import { useEffect } from 'react';
import { useSnackbar } from '@/lib/snackbar';
import { useNavigate } from 'react-router';
import { isApiError } from './http';

/** A malformed id (400) is as unknown as a missing one (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * VEND-06, USER-05: an object that is not found says so in a toast and goes back to its list. Returns
 * whether the page is leaving (render nothing meanwhile).
 */
export function useNotFoundRedirect(error: unknown, message: string, listPath: string): boolean {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const missing = isNotFound(error);
  useEffect(() => {
    if (!missing) return;
    enqueueSnackbar(message, { variant: 'error' });
    void navigate(listPath, { replace: true });
  }, [missing, message, listPath, enqueueSnackbar, navigate]);
  return missing;
}
