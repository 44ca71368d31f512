import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordBody } from '@talent-desk/shared';
import { http } from '@/lib/http';

/**
 * POST /user-service/user/change/password (AUTH-09). 401: wrong current password, 400: policy failure;
 * both are this call's own answers, not an expired session. On success the server has ended every
 * session of the user.
 */
export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return http.post('/user-service/user/change/password', body, {
    schema: messageResponseSchema,
    handles401: true,
  });
}

export function useChangePassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess });
}
