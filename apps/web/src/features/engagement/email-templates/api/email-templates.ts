import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailTemplateDetailSchema,
  emailTemplateListQueryToQueryPairs,
  emailTemplateVariableListSchema,
  emailTemplateRowSchema,
  messageResponseSchema,
  renderedEmailSchema,
  pagedResponseSchema,
  toQueryString,
  type EmailTemplateBody,
  type EmailTemplateDetail,
  type EmailTemplateDraft,
  type EmailTemplateListQuery,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

const BASE = '/api/engagement/email-templates';
export const emailTemplatesQueryKey = ['email-templates'] as const;
const pageSchema = pagedResponseSchema(emailTemplateRowSchema);

export const useEmailTemplates = (query: EmailTemplateListQuery, enabled = true) =>
  useQuery({
    queryKey: [...emailTemplatesQueryKey, 'list', query],
    queryFn: ({ signal }) =>
      http.get(`${BASE}?${toQueryString(emailTemplateListQueryToQueryPairs(query))}`, {
        schema: pageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** ETPL-17: GET .../{id}. */
export const useEmailTemplate = (externalId: string) =>
  useQuery({
    queryKey: [...emailTemplatesQueryKey, 'detail', externalId],
    queryFn: ({ signal }) =>
      http.get(`${BASE}/${encodeURIComponent(externalId)}`, { schema: emailTemplateDetailSchema, signal }),
    retry: false,
    enabled: externalId !== '',
  });

/** ETPL-17: the variables the editor's menu offers (they never change while the app runs). */
export const useTemplateVariables = () =>
  useQuery({
    queryKey: [...emailTemplatesQueryKey, 'variables'],
    queryFn: ({ signal }) =>
      http.get(`${BASE}/variables`, { schema: emailTemplateVariableListSchema, signal }),
    staleTime: Infinity,
  });

/** ETPL-16: POST, or PUT when editing. */
export function useSaveEmailTemplate(externalId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailTemplateBody): Promise<EmailTemplateDetail> =>
      externalId
        ? http.put(`${BASE}/${encodeURIComponent(externalId)}`, body, { schema: emailTemplateDetailSchema })
        : http.post(BASE, body, { schema: emailTemplateDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey }),
  });
}

/** The draft rendered for the sample candidate (nothing stored): the form's Preview. */
export const previewEmailTemplate = (draft: EmailTemplateDraft) =>
  http.post(`${BASE}/preview`, draft, { schema: renderedEmailSchema });

/** 'Send test e-mail': the draft to the signed-in user (202 with a message). */
export const sendEmailTemplateTest = (draft: EmailTemplateDraft) =>
  http.post(`${BASE}/test`, draft, { schema: messageResponseSchema });
