import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The token of `#token=...`, or null when the fragment has none. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

/**
 * Reads the e-mailed link's token from the address once, then takes it out of the address (a replace,
 * so no history entry keeps it). The page holds it for its lifetime; a reload finds no token.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));

  useEffect(() => {
    if (!location.hash) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  return token;
}
