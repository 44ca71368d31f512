/** Where the general e-mail templates live in Settings (SET-03). */
export const GENERAL_EMAIL_TEMPLATES_PATH = '/internal/settings/general-email-templates';
export const generalEmailTemplateViewPath = (externalId: string) =>
  `${GENERAL_EMAIL_TEMPLATES_PATH}/${encodeURIComponent(externalId)}/view`;
export const generalEmailTemplateEditPath = (externalId: string) =>
  `${GENERAL_EMAIL_TEMPLATES_PATH}/${encodeURIComponent(externalId)}/edit`;
