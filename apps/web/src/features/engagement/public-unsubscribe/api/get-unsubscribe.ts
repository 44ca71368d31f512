import { useQuery } from '@tanstack/react-query';
import { publicUnsubscribeSchema, type PublicUnsubscribe } from '@talent-desk/shared';
import { http } from '@/lib/http';

/** GET /api/public/unsubscribe/{token}: who and which campaign (404 for an unknown link). */
export function getUnsubscribe(token: string, signal?: AbortSignal): Promise<PublicUnsubscribe> {
  return http.get(`/api/public/unsubscribe/${encodeURIComponent(token)}`, {
    schema: publicUnsubscribeSchema,
    signal,
  });
}

export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: ['public-unsubscribe', token],
    queryFn: ({ signal }) => getUnsubscribe(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
