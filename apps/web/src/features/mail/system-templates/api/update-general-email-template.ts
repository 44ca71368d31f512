import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  generalEmailTemplateDetailSchema,
  type GeneralEmailTemplateBody,
  type GeneralEmailTemplateDetail,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { GENERAL_EMAIL_TEMPLATES_API, generalEmailTemplatesQueryKey } from './general-email-templates-key';

/** PUT .../{id}: the new wording (subject and body); the list and the detail refresh. */
export function useUpdateGeneralEmailTemplate(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneralEmailTemplateBody): Promise<GeneralEmailTemplateDetail> =>
      http.put(`${GENERAL_EMAIL_TEMPLATES_API}/${encodeURIComponent(externalId)}`, body, {
        schema: generalEmailTemplateDetailSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generalEmailTemplatesQueryKey }),
  });
}
