import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  surveyTemplateDetailSchema,
  type SurveyTemplateBody,
  type SurveyTemplateDetail,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { surveyTemplatesQueryKey } from './get-survey-templates';

const url = (externalId: string) => `/api/engagement/survey-templates/${encodeURIComponent(externalId)}`;

/** STPL-13: GET /api/engagement/survey-templates/{id}. */
export const useSurveyTemplate = (externalId: string) =>
  useQuery({
    queryKey: [...surveyTemplatesQueryKey, 'detail', externalId],
    queryFn: ({ signal }) => http.get(url(externalId), { schema: surveyTemplateDetailSchema, signal }),
    retry: false,
  });

/** STPL-11/12: POST, or PUT when editing; the template list refreshes after. */
export function useSaveSurveyTemplate(externalId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyTemplateBody): Promise<SurveyTemplateDetail> =>
      externalId
        ? http.put(url(externalId), body, { schema: surveyTemplateDetailSchema })
        : http.post('/api/engagement/survey-templates', body, { schema: surveyTemplateDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyTemplatesQueryKey }),
  });
}
