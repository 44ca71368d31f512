/** The HTML special characters, for text put into a message's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain system message: a heading, paragraphs of text, an optional button link, a quiet footer. */
export type MailLayout = {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
};

/**
 * The HTML and plain-text parts of a system message (invitations, password resets, the test message).
 * Every text is escaped here, so callers pass raw values (a user's name cannot inject markup). Inline
 * styles only: mail clients drop style sheets.
 */
export function renderMail(layout: MailLayout): { html: string; text: string } {
  const title = escapeHtml(layout.title);
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">',
    `<h1 style="margin:0 0 16px;font-size:20px;color:#1e3a8a;">${title}</h1>`,
    ...layout.paragraphs.map((p) => `<p style="margin:0 0 12px;">${escapeHtml(p)}</p>`),
    ...(layout.action
      ? [
          `<p style="margin:20px 0;"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(layout.action.label)}</a></p>`,
          `<p style="margin:0 0 12px;font-size:13px;color:#4b5563;">Or open this address: ${escapeHtml(layout.action.url)}</p>`,
        ]
      : []),
    ...(layout.footer
      ? [`<p style="margin:0;color:#4b5563;font-size:14px;">${escapeHtml(layout.footer)}</p>`]
      : []),
    '</body></html>',
  ].join('\n');
  const text = [
    layout.title,
    ...layout.paragraphs,
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`] : []),
    ...(layout.footer ? [layout.footer] : []),
  ].join('\n\n');
  return { html, text: `${text}\n` };
}

/**
 * A rendered template's HTML (a fragment: paragraphs, lists, links) as a whole message: a document with
 * the subject as its title and the house font and colours inline (mail clients drop style sheets).
 */
export function mailDocument(subject: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    // A link's long token must wrap on a phone instead of widening the message.
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;overflow-wrap:anywhere;word-break:break-word;">',
    bodyHtml,
    '</body></html>',
  ].join('\n');
}
