/** The root of every general-template query: a save refreshes the list and the detail together. */
export const generalEmailTemplatesQueryKey = ['general-email-templates'] as const;

export const GENERAL_EMAIL_TEMPLATES_API = '/api/settings/general-email-templates';
