import { useEffect, useRef } from 'react';
import { useSnackbar } from '@/lib/snackbar';
import { useNavigate } from 'react-router';

/**
 * A GLO-R id already imported leads, once, to what it was imported as (`path`), saying so (`message`).
 * Shared by the vacancy and project import pages.
 */
export function useAlreadyImportedRedirect(path: string | null, message: string): void {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const redirected = useRef(false);
  useEffect(() => {
    if (!path || redirected.current) return;
    redirected.current = true;
    enqueueSnackbar(message, { variant: 'info' });
    void navigate(path, { replace: true });
  }, [path, message, navigate, enqueueSnackbar]);
}
