import { fillPlaceholders, type RenderedEmail } from '@talent-desk/shared';
import { escapeHtml } from './mail-layout.js';
import { plainTextOf, sanitizeBody } from './sanitize-body.js';

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

/** The template with its body sanitised, to fill for many recipients (a campaign's batch) at the cost of one. */
export function sanitizedTemplate(template: TemplateText): TemplateText {
  return { subject: template.subject, body: sanitizeBody(template.body) };
}

/** renderTemplate for a template already through sanitizedTemplate. */
export function fillSanitized(
  template: TemplateText,
  values: Readonly<Record<string, string>>,
  linkIds: ReadonlySet<string> = new Set(),
): RenderedEmail {
  const html = fillHtml(template.body, values, linkIds);
  return { subject: fillPlaceholders(template.subject, values), html, text: plainTextOf(html) };
}
