import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of an e-mail template body: the rich-text editor's formatting and links, nothing that
 * runs or hides. No style or class attributes (styles could hide content), no event handlers, links
 * only to http(s) and mailto, opened in a new tab without a referrer. Images and files are refused
 * before this by the shared schema ('files are not allowed'); anything else unknown is dropped with its
 * tags but its text kept. Sanitising twice changes nothing.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['data-variable'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The characters a reader sees (tags out, entities as one): for telling an empty body from a short one. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain-text part of a message: block ends as line breaks, tags out, entities decoded. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[1-3]|blockquote)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  const decoded = text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
  return tidyPlainText(decoded);
}

/** A plain-text part's final form: at most one empty line in a row, nothing around it. */
export function tidyPlainText(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
