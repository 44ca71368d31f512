import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordBody } from '@talent-desk/shared';
import { http } from '@/lib/http';

/**
 * POST /user-service/user/change/password (AUTH-09). 401: wrong current password (code SIGNED_OUT when
 * too many of them also ended the session), 400: policy failure, 429: throttled; all are this call's
 * own answers. On success the server has ended every session of the user.
 */
export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return http.post('/user-service/user/change/password', body, {
    schema: messageResponseSchema,
    handles401: true,
  });
}

export function useChangePassword({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess, onError });
}
