import { z } from 'zod';
import { emailTemplateBodySchema, type EmailTemplateVariable } from '../engagement/index.js';

/**
 * The e-mails the app itself sends (issue 10: "general e-mail templates", SET-03), one stored template
 * each, found by its key. Settings lists them; nobody creates or deletes one.
 */
export const GENERAL_EMAIL_TEMPLATE_KEYS = ['INVITATION', 'PASSWORD_RESET'] as const;
export const generalEmailTemplateKeySchema = z.enum(GENERAL_EMAIL_TEMPLATE_KEYS);
export type GeneralEmailTemplateKey = z.infer<typeof generalEmailTemplateKeySchema>;

/** The placeholder that carries the e-mail's link: a template without it is refused (the mail is useless). */
export const GENERAL_TEMPLATE_LINK_VARIABLE = 'action.link';

const v = (group: 'User' | 'Link' | 'App', id: string, label: string): EmailTemplateVariable => ({
  id,
  label,
  group,
});

/** What a general e-mail may say: about the user it goes to, its link, and the app. */
export const GENERAL_EMAIL_TEMPLATE_VARIABLES: readonly EmailTemplateVariable[] = [
  v('User', 'user.firstName', 'First name'),
  v('User', 'user.lastName', 'Last name'),
  v('User', 'user.fullName', 'Full name'),
  v('User', 'user.email', 'E-mail'),
  v('Link', GENERAL_TEMPLATE_LINK_VARIABLE, 'Link'),
  v('Link', 'action.expiresIn', 'Link works for'),
  v('App', 'app.name', 'App name'),
];

/** The name the e-mails sign with ({{app.name}}). */
export const APP_NAME = 'Talent Desk';

/** Preview and test e-mail of a general template: a sample user and link. */
export const GENERAL_SAMPLE_VARIABLE_VALUES: Readonly<Record<string, string>> = {
  'user.firstName': 'Asha',
  'user.lastName': 'Verma',
  'user.fullName': 'Asha Verma',
  'user.email': 'asha.verma@example.com',
  [GENERAL_TEMPLATE_LINK_VARIABLE]: 'https://talentdesk.example/set-password#token=sample',
  'action.expiresIn': '72 hours',
  'app.name': APP_NAME,
};

export const GENERAL_EMAIL_TEMPLATE_MESSAGES = {
  linkRequired: `The body must keep the link variable {{${GENERAL_TEMPLATE_LINK_VARIABLE}}}: without it the e-mail is useless`,
} as const;

/**
 * PUT /api/settings/general-email-templates/{id}: only the wording changes. The title names the e-mail
 * (fixed) and the sender is the app's own address, so neither is sent. `variables` as in ETPL-05.
 */
export const generalEmailTemplateBodySchema = z
  .strictObject({
    subject: emailTemplateBodySchema.in.shape.subject,
    body: emailTemplateBodySchema.in.shape.body,
    variables: z.array(z.string().max(100)).max(100).optional(),
  })
  .transform(({ variables: _variables, ...body }) => body);
export type GeneralEmailTemplateBody = z.output<typeof generalEmailTemplateBodySchema>;
export type GeneralEmailTemplateBodyInput = z.input<typeof generalEmailTemplateBodySchema>;

export const generalEmailTemplateRowSchema = z.object({
  externalId: z.uuid(),
  key: generalEmailTemplateKeySchema,
  title: z.string(),
  subject: z.string(),
  updatedAt: z.string(),
});
export type GeneralEmailTemplateRow = z.output<typeof generalEmailTemplateRowSchema>;

export const generalEmailTemplateDetailSchema = generalEmailTemplateRowSchema.extend({ body: z.string() });
export type GeneralEmailTemplateDetail = z.output<typeof generalEmailTemplateDetailSchema>;

/** GET /api/settings/general-email-templates: every general template (a fixed, short list: no paging). */
export const generalEmailTemplateListSchema = z.object({ content: z.array(generalEmailTemplateRowSchema) });
export type GeneralEmailTemplateList = z.output<typeof generalEmailTemplateListSchema>;
