import { useQuery } from '@tanstack/react-query';
import { publicSurveySchema, type PublicSurvey } from '@talent-desk/shared';
import { http } from '@/lib/http';

export const publicSurveyKey = (token: string) => ['public-survey', token] as const;

/** GET /api/public/surveys/{token}: the campaign's survey and where this recipient stands (404 otherwise). */
export function getPublicSurvey(token: string, signal?: AbortSignal): Promise<PublicSurvey> {
  return http.get(`/api/public/surveys/${encodeURIComponent(token)}`, { schema: publicSurveySchema, signal });
}

export const usePublicSurvey = (token: string) =>
  useQuery({
    queryKey: publicSurveyKey(token),
    queryFn: ({ signal }) => getPublicSurvey(token, signal),
    retry: false,
    // The page is read once; a refocus must not reset what the candidate is typing.
    refetchOnWindowFocus: false,
  });
