import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  pagedResponseSchema,
  surveyTemplateListQuerySchema,
  surveyTemplateListQueryToQueryPairs,
  surveyTemplateRowSchema,
  toQueryString,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

const pageSchema = pagedResponseSchema(surveyTemplateRowSchema);

/** Step 2's optional survey: the survey templates whose title matches, by title (50 at most). */
export const useSurveyTemplateChoices = (search: string) =>
  useQuery({
    queryKey: ['survey-templates', 'choices', search],
    queryFn: ({ signal }) => {
      const query = surveyTemplateListQuerySchema.parse({
        size: 50,
        column: 'title',
        order: 'asc',
        search: search || undefined,
      });
      return http.get(
        `/api/engagement/survey-templates?${toQueryString(surveyTemplateListQueryToQueryPairs(query))}`,
        { schema: pageSchema, signal },
      );
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
