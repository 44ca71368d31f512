import { useMutation } from '@tanstack/react-query';
import { publicUnsubscribeResultSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';

/** POST /api/public/unsubscribe/{token}: no more campaign e-mails (idempotent). */
export function unsubscribe(token: string) {
  return http.post(
    `/api/public/unsubscribe/${encodeURIComponent(token)}`,
    {},
    {
      schema: publicUnsubscribeResultSchema,
    },
  );
}

export const useUnsubscribe = (token: string) => useMutation({ mutationFn: () => unsubscribe(token) });
