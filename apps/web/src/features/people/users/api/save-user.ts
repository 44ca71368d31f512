import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageResponseSchema,
  userDetailSchema,
  type UserBody,
  type UserDetail,
  type UserStatus,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vendorsQueryKey } from '@/lib/query-keys';
import { usersQueryKey } from './get-users';

const userUrl = (externalId: string) => `/api/users/${encodeURIComponent(externalId)}`;

/** POST /api/users (VEND-19: also the new vendor user page), or PUT /api/users/{id} when editing. */
export function saveUser(body: UserBody, externalId?: string): Promise<UserDetail> {
  return externalId
    ? http.put(userUrl(externalId), body, { schema: userDetailSchema })
    : http.post('/api/users', body, { schema: userDetailSchema });
}

/** Users and vendors both list users (the vendor's #users tab): both are refreshed after a change. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
    ]);
}

export function useSaveUser(externalId?: string) {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: (body: UserBody) => saveUser(body, externalId), onSuccess: refresh });
}

/** PUT /api/users/{id}/activate or /deactivate (ADMIN). */
export function useSetUserStatus(externalId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (status: UserStatus) =>
      http.put(`${userUrl(externalId)}/${status === 'ACTIVE' ? 'activate' : 'deactivate'}`, undefined, {
        schema: userDetailSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/users/{id}/invitation: a new invitation link by e-mail. */
export function useResendInvitation(externalId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: () => http.post(`${userUrl(externalId)}/invitation`, undefined, { schema: userDetailSchema }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/users/{id}/two-factor/reset (ADMIN): the user's authenticator and recovery codes stop
 * working; answers the message to show.
 */
export function useResetTwoFactor(externalId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: () =>
      http.post(`${userUrl(externalId)}/two-factor/reset`, undefined, { schema: messageResponseSchema }),
    onSuccess: refresh,
  });
}
