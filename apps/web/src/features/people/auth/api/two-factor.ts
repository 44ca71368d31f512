import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageResponseSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type RecoveryCodes,
  type SessionUser,
  type TwoFactorConfirmBody,
  type TwoFactorSetup,
  type TwoFactorSetupBody,
  type TwoFactorStatus,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { meQueryKey } from './get-me';

// Two-factor sign-in (issue 25): enrolment and the Sign-in security page (the sign-in's code step is in
// ./verify-second-factor.ts, zod-free for the first load).

export const TWO_FACTOR_BASE = '/api/auth/two-factor';
export const twoFactorStatusQueryKey = ['auth', 'two-factor'] as const;

/**
 * POST /api/auth/two-factor/setup: a new pending secret. `{}` in a session that must enrol; the password
 * (and a current code when it is already on) from the Sign-in security page.
 */
export function setupTwoFactor(body: TwoFactorSetupBody): Promise<TwoFactorSetup> {
  return http.post(`${TWO_FACTOR_BASE}/setup`, body, { schema: twoFactorSetupSchema, handles401: true });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}

/**
 * The forced enrolment's secret, asked once per page (a query, so that React's double effects and a
 * window focus do not replace the secret the user is scanning).
 */
export function useEnrolmentSetup() {
  return useQuery({
    queryKey: [...twoFactorStatusQueryKey, 'enrolment-setup'] as const,
    queryFn: () => setupTwoFactor({}),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** POST /api/auth/two-factor/enable: the pending secret confirmed by one of its codes; the recovery codes. */
export function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return http.post(`${TWO_FACTOR_BASE}/enable`, { code }, { schema: recoveryCodesSchema, handles401: true });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** POST /api/auth/two-factor/disable (409 when the role requires it). */
export function disableTwoFactor(body: TwoFactorConfirmBody): Promise<{ message: string }> {
  return http.post(`${TWO_FACTOR_BASE}/disable`, body, { schema: messageResponseSchema, handles401: true });
}

/** POST /api/auth/two-factor/recovery-codes: ten new codes; the old ones stop working. */
export function newRecoveryCodes(body: TwoFactorConfirmBody): Promise<RecoveryCodes> {
  return http.post(`${TWO_FACTOR_BASE}/recovery-codes`, body, {
    schema: recoveryCodesSchema,
    handles401: true,
  });
}

/** GET /api/auth/two-factor: the signed-in user's own state. */
export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return http.get(TWO_FACTOR_BASE, { schema: twoFactorStatusSchema, signal });
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorStatusQueryKey, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/**
 * Once a session that had to enrol has its recovery codes saved: it is fully signed in now (the server
 * says so since the enable), and the router leaves the enrolment page.
 */
export function useFinishEnrolment() {
  const queryClient = useQueryClient();
  return () => {
    const me = queryClient.getQueryData<SessionUser | null>(meQueryKey);
    if (me) queryClient.setQueryData(meQueryKey, { ...me, secondFactor: 'done' as const });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}
