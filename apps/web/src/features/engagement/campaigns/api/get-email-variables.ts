import { useQuery } from '@tanstack/react-query';
import { emailTemplateVariableListSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';

/** The placeholders the editor's Insert variable menu offers (ETPL-06; they never change while the app runs). */
export const useEmailVariables = () =>
  useQuery({
    queryKey: ['email-templates', 'variables'],
    queryFn: ({ signal }) =>
      http.get('/api/engagement/email-templates/variables', {
        schema: emailTemplateVariableListSchema,
        signal,
      }),
    staleTime: Infinity,
  });
