/**
 * The mail wing: everything that sends an e-mail. The mailer queues a message in the outbox inside the
 * caller's transaction (delivery), a worker hands it to SMTP (transport); e-mails are rendered in one
 * layout from sanitised templates (rendering); the general templates (system-templates); the outbox page.
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { deliverMessage } from './delivery/mail-delivery.service.js';
export { DEFAULT_MAIL_RETRY, MAIL_QUEUE, mailDeliveryQueue } from './delivery/mail-queue.js';
export type { MailRetryPolicy } from './delivery/mail-queue.js';
export { startMailWorker } from './delivery/mail-worker.js';
export { createMailer } from './delivery/mailer.js';
export type { MailTransaction, Mailer } from './delivery/mailer.js';
export { searchTextOf } from './outbox/mail-outbox.repo.js';
export { mailOutboxRoutes } from './outbox/mail-outbox.routes.js';
export { escapeHtml, mailDocument, renderMail } from './rendering/mail-layout.js';
export { fillSanitized, renderTemplate, sanitizedTemplate } from './rendering/render-template.js';
export type { SanitizedTemplate } from './rendering/render-template.js';
export type { TemplateText } from './rendering/render-template.js';
export { sanitizeBody } from './rendering/sanitize-body.js';
export { storableBody } from './rendering/template-body.js';
export { renderDraft, sendTestEmail } from './rendering/template-preview.service.js';
export { ensureGeneralTemplates } from './system-templates/general-email-template.service.js';
export { generalEmailTemplatesRoutes } from './system-templates/general-email-templates.routes.js';
export { renderGeneralMail } from './system-templates/general-mail.js';
export { handOverSmtp } from './transport/handover-smtp.js';
export type { HandOverSmtp } from './transport/handover-smtp.js';
export { mailTransportFor } from './transport/index.js';
export type { MailTransport } from './transport/index.js';
export { smtpFailure } from './transport/smtp-errors.js';
