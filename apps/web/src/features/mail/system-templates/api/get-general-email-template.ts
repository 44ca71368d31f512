import { useQuery } from '@tanstack/react-query';
import { generalEmailTemplateDetailSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { GENERAL_EMAIL_TEMPLATES_API, generalEmailTemplatesQueryKey } from './general-email-templates-key';

/** GET .../{id}: one general template with its body (404 for an unknown id). */
export const useGeneralEmailTemplate = (externalId: string) =>
  useQuery({
    queryKey: [...generalEmailTemplatesQueryKey, 'detail', externalId],
    queryFn: ({ signal }) =>
      http.get(`${GENERAL_EMAIL_TEMPLATES_API}/${encodeURIComponent(externalId)}`, {
        schema: generalEmailTemplateDetailSchema,
        signal,
      }),
    retry: false,
  });
