/** Where the e-mail template pages live (ETPL-01). */
export const EMAIL_TEMPLATES_PATH = '/internal/engagement/email-templates';
export const emailTemplateViewPath = (externalId: string) =>
  `${EMAIL_TEMPLATES_PATH}/${encodeURIComponent(externalId)}/view`;
export const emailTemplateEditPath = (externalId: string) =>
  `${EMAIL_TEMPLATES_PATH}/${encodeURIComponent(externalId)}/edit`;
