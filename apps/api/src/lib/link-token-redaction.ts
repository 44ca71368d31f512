/** What stands in a redacted link where its token was. */
export const REDACTED_TOKEN = 'REDACTED';

/**
 * The tokens of the app's e-mailed links: the password link's `#token=`, the campaign recipient's survey
 * (`/s/`), unsubscribe (`/u/`, the one-click endpoint) and open-pixel paths, and the unsubscribe mailto
 * subject. Tokens are base64url (percent-encoded at most), at least 16 characters.
 */
const TOKEN_IN_LINK =
  /(#token=|\/s\/|\/u\/|\/api\/public\/unsubscribe\/|\/api\/public\/campaigns\/open\/|unsubscribe(?:%20|\s))[A-Za-z0-9_%-]{16,}/g;

/**
 * The message with every link token replaced: still readable (which link, where it leads), no longer
 * usable. The outbox shows this to everyone but the user the message is for.
 */
export function redactLinkTokens(text: string): string {
  return text.replace(TOKEN_IN_LINK, `$1${REDACTED_TOKEN}`);
}
