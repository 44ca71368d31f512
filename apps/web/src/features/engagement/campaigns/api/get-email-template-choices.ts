import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  emailTemplateDetailSchema,
  emailTemplateListQueryToQueryPairs,
  emailTemplateListQuerySchema,
  emailTemplateRowSchema,
  pagedResponseSchema,
  toQueryString,
  type EmailTemplateDetail,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

const TEMPLATES_API = '/api/engagement/email-templates';
const pageSchema = pagedResponseSchema(emailTemplateRowSchema);

/**
 * Step 2's template picker: the campaign templates whose title matches, by title (50 at most; typing
 * narrows the list).
 */
export const useEmailTemplateChoices = (search: string) =>
  useQuery({
    queryKey: ['email-templates', 'choices', search],
    queryFn: ({ signal }) => {
      const query = emailTemplateListQuerySchema.parse({
        size: 50,
        column: 'title',
        order: 'asc',
        search: search || undefined,
      });
      return http.get(`${TEMPLATES_API}?${toQueryString(emailTemplateListQueryToQueryPairs(query))}`, {
        schema: pageSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The picked template, whose from, subject and body fill the campaign's e-mail. */
export function getEmailTemplate(externalId: string): Promise<EmailTemplateDetail> {
  return http.get(`${TEMPLATES_API}/${encodeURIComponent(externalId)}`, {
    schema: emailTemplateDetailSchema,
  });
}

/** The chosen template's title, when the picker's list (another search) does not hold it. */
export const useEmailTemplateTitle = (externalId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['email-templates', 'detail', externalId],
    queryFn: () => getEmailTemplate(externalId ?? ''),
    enabled: enabled && externalId !== null,
    select: (template) => template.title,
    staleTime: 60_000,
  });
