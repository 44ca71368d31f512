import { useMutation } from '@tanstack/react-query';
import { publicSurveySubmittedSchema, type PublicSurveySubmission } from '@talent-desk/shared';
import { http } from '@/lib/http';

/** POST /api/public/surveys/{token}: the answers (400 names each refused one; 409 answered or closed). */
export function submitPublicSurvey(token: string, submission: PublicSurveySubmission) {
  return http.post(`/api/public/surveys/${encodeURIComponent(token)}`, submission, {
    schema: publicSurveySubmittedSchema,
  });
}

export const useSubmitPublicSurvey = (token: string) =>
  useMutation({ mutationFn: (submission: PublicSurveySubmission) => submitPublicSurvey(token, submission) });
