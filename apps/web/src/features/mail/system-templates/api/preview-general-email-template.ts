import { messageResponseSchema, renderedEmailSchema, type EmailTemplateDraft } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { GENERAL_EMAIL_TEMPLATES_API } from './general-email-templates-key';

/** The draft rendered for a sample user and link (nothing stored): the form's Preview. */
export const previewGeneralEmailTemplate = (draft: EmailTemplateDraft) =>
  http.post(`${GENERAL_EMAIL_TEMPLATES_API}/preview`, draft, { schema: renderedEmailSchema });

/** 'Send test e-mail': the draft to the signed-in ADMIN (202 with a message). */
export const sendGeneralEmailTemplateTest = (draft: EmailTemplateDraft) =>
  http.post(`${GENERAL_EMAIL_TEMPLATES_API}/test`, draft, { schema: messageResponseSchema });
