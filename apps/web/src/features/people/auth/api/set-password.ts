import { useMutation } from '@tanstack/react-query';
import { readMessageResponse, type SetPasswordBody } from '@talent-desk/shared';
import { http } from '@/lib/http';

/**
 * POST /api/auth/set-password: the link's user gets this password; the link stops working and their
 * sessions end. 400: policy, mismatch or the current password again (with `fields`); 404: the link no
 * longer works.
 */
export function setPassword(body: SetPasswordBody): Promise<{ message: string }> {
  return http.post('/api/auth/set-password', body, { read: readMessageResponse });
}

export function useSetPassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: setPassword, onSuccess });
}
