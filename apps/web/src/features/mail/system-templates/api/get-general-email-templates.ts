import { useQuery } from '@tanstack/react-query';
import { generalEmailTemplateListSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { GENERAL_EMAIL_TEMPLATES_API, generalEmailTemplatesQueryKey } from './general-email-templates-key';

/** GET /api/settings/general-email-templates: the app's own e-mails (a short, fixed list). */
export const useGeneralEmailTemplates = () =>
  useQuery({
    queryKey: [...generalEmailTemplatesQueryKey, 'list'],
    queryFn: ({ signal }) =>
      http.get(GENERAL_EMAIL_TEMPLATES_API, { schema: generalEmailTemplateListSchema, signal }),
  });
