import { fillPlaceholders, type RenderedEmail } from '@talent-desk/shared';
import { escapeHtml } from './mail-layout.js';
import { plainTextOf, sanitizeBody, tidyPlainText } from './sanitize-body.js';

/** A stored template's wording, or a draft from the form. */
export type TemplateText = { subject: string; body: string };

/** A chip (the editor's storage form of a variable) as its bare placeholder. */
const CHIP = /<span data-variable="[^"]*">(\{\{[^{}]*\}\})<\/span>/g;
/** An anchor with its content, or any other tag: where a link must not be written as a new anchor. */
const TAGS_AND_ANCHORS = /<a\b[^>]*>[\s\S]*?<\/a>|<[^>]*>/g;

/**
 * The body's HTML with the values in. Every value is HTML-escaped; a `linkIds` variable standing in the
 * running text becomes a clickable anchor showing its address (mail clients do not all link bare
 * addresses), while inside a tag or an existing anchor it is only escaped, so markup never nests.
 */
function fillHtml(
  html: string,
  values: Readonly<Record<string, string>>,
  linkIds: ReadonlySet<string>,
): string {
  const asLink = (value: string, id: string) =>
    linkIds.has(id) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  const bare = html.replace(CHIP, '$1');
  let out = '';
  let last = 0;
  for (const match of bare.matchAll(TAGS_AND_ANCHORS)) {
    out += fillPlaceholders(bare.slice(last, match.index), values, asLink);
    out += fillPlaceholders(match[0], values, escapeHtml);
    last = match.index + match[0].length;
  }
  return out + fillPlaceholders(bare.slice(last), values, asLink);
}

/**
 * A template as its recipient reads it: the body sanitised, the values filled in (HTML-escaped), and a
 * plain-text part. The one renderer of campaign previews, campaign e-mails and the app's own e-mails.
 */
export function renderTemplate(
  template: TemplateText,
  values: Readonly<Record<string, string>>,
  linkIds: ReadonlySet<string> = new Set(),
): RenderedEmail {
  return fillSanitized(sanitizedTemplate(template), values, linkIds);
}

/** A template through sanitizedTemplate: the body sanitised, and its plain text with the placeholders kept. */
export type SanitizedTemplate = TemplateText & { text: string };

/** The template with its body sanitised, to fill for many recipients (a campaign's batch) at the cost of one. */
export function sanitizedTemplate(template: TemplateText): SanitizedTemplate {
  const body = sanitizeBody(template.body);
  return { subject: template.subject, body, text: plainTextOf(body) };
}

/**
 * renderTemplate for a template already through sanitizedTemplate. The plain text is the template's,
 * filled with the values as they are: what reading the filled HTML as text gives (an escaped value reads
 * back as itself, a link variable as its address, a placeholder inside a tag not at all), without
 * parsing each recipient's HTML again (a tenth of a campaign sender's CPU per e-mail).
 */
export function fillSanitized(
  template: SanitizedTemplate,
  values: Readonly<Record<string, string>>,
  linkIds: ReadonlySet<string> = new Set(),
): RenderedEmail {
  const html = fillHtml(template.body, values, linkIds);
  const text = tidyPlainText(fillPlaceholders(template.text, values));
  return { subject: fillPlaceholders(template.subject, values), html, text };
}
