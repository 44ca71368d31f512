import { queryOptions, useQuery } from '@tanstack/react-query';
import { readPasswordTokenInfo, type PasswordTokenInfo } from '@talent-desk/shared';
import { http } from '@/lib/http';

/** GET /api/auth/password-tokens/{token}: whose invitation or reset link this is; 404 when it no longer works. */
export function getPasswordToken(token: string, signal?: AbortSignal): Promise<PasswordTokenInfo> {
  return http.get(`/api/auth/password-tokens/${encodeURIComponent(token)}`, {
    read: readPasswordTokenInfo,
    signal,
  });
}

/**
 * Read once per page: a link stops working when it is used, so asking again after the password is set
 * (a window focus, say) would turn the page into 'invalid link' under the user's feet.
 */
export const passwordTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'password-token', token] as const,
    queryFn: ({ signal }) => getPasswordToken(token, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const usePasswordToken = (token: string) => useQuery(passwordTokenQueryOptions(token));
