import { useQuery } from '@tanstack/react-query';
import { emailTemplateVariableListSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { GENERAL_EMAIL_TEMPLATES_API, generalEmailTemplatesQueryKey } from './general-email-templates-key';

/** The general templates' variables (user, link, app) for the editor's menu; fixed while the app runs. */
export const useGeneralTemplateVariables = () =>
  useQuery({
    queryKey: [...generalEmailTemplatesQueryKey, 'variables'],
    queryFn: ({ signal }) =>
      http.get(`${GENERAL_EMAIL_TEMPLATES_API}/variables`, {
        schema: emailTemplateVariableListSchema,
        signal,
      }),
    staleTime: Infinity,
  });
