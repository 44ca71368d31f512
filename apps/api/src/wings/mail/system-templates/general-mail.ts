import {
  GENERAL_TEMPLATE_LINK_VARIABLE,
  GENERAL_SAMPLE_VARIABLE_VALUES,
  type EmailTemplateDraft,
  type GeneralEmailTemplateKey,
  type RenderedEmail,
} from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import { renderTemplate } from '../rendering/render-template.js';
import { mailDocument } from '../rendering/mail-layout.js';
import { findGeneralTemplateByKey } from './general-email-template.repo.js';
import { GENERAL_TEMPLATE_DEFAULTS } from './general-template-defaults.js';

const LINKS: ReadonlySet<string> = new Set([GENERAL_TEMPLATE_LINK_VARIABLE]);

/** A general template's draft with the sample user and link (the Settings preview and test e-mail). */
export function renderGeneralDraft(draft: EmailTemplateDraft): RenderedEmail {
  return renderTemplate(draft, GENERAL_SAMPLE_VARIABLE_VALUES, LINKS);
}

/**
 * One of the app's own e-mails, from its stored wording, read in the caller's transaction (the one that
 * queues it): values HTML-escaped, the link clickable, a plain-text part. The default wording stands in
 * if the row is missing (a database emptied while the app runs), so a link is never lost for want of it.
 */
export async function renderGeneralMail(
  tx: Queryable,
  key: GeneralEmailTemplateKey,
  values: Readonly<Record<string, string>>,
): Promise<RenderedEmail> {
  const template = (await findGeneralTemplateByKey(tx, key)) ?? GENERAL_TEMPLATE_DEFAULTS[key];
  const rendered = renderTemplate(template, values, LINKS);
  return { ...rendered, html: mailDocument(rendered.subject, rendered.html) };
}
