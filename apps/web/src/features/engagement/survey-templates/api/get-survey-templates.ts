import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  pagedResponseSchema,
  surveyTemplateListQueryToQueryPairs,
  surveyTemplateRowSchema,
  toQueryString,
  type Paged,
  type SurveyTemplateListQuery,
  type SurveyTemplateRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

export const surveyTemplatesQueryKey = ['survey-templates'] as const;
const pageSchema = pagedResponseSchema(surveyTemplateRowSchema);

/** GET /api/engagement/survey-templates?page&size&column&order&search. */
export function getSurveyTemplates(
  query: SurveyTemplateListQuery,
  signal?: AbortSignal,
): Promise<Paged<SurveyTemplateRow>> {
  return http.get(
    `/api/engagement/survey-templates?${toQueryString(surveyTemplateListQueryToQueryPairs(query))}`,
    {
      schema: pageSchema,
      signal,
    },
  );
}

export const useSurveyTemplates = (query: SurveyTemplateListQuery, enabled = true) =>
  useQuery({
    queryKey: [...surveyTemplatesQueryKey, 'list', query],
    queryFn: ({ signal }) => getSurveyTemplates(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
