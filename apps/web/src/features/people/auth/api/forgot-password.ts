import { useMutation } from '@tanstack/react-query';
import { readMessageResponse, type ForgotPasswordBody } from '@talent-desk/shared';
import { http } from '@/lib/http';

/**
 * POST /api/auth/forgot-password: 202 with the same message whether or not the address is known; 429
 * (with Retry-After) when this network asks too often.
 */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return http.post('/api/auth/forgot-password', body, { read: readMessageResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
