import { mentionToken } from '@talent-desk/shared';

/** The mention being typed: where its `@` is, and the text after it (what to search for). */
export type ActiveMention = { start: number; query: string };

// A name is searched by up to two words (first and last name); more means the user moved on.
const TYPED_MENTION = /(?:^|[\s(])@([^\s@[\]()]*(?: [^\s@[\]()]*)?)$/;

/** The mention typed just before the caret, if any: `@` at a word start, at most two words, no line break. */
export function activeMention(text: string, caret: number): ActiveMention | null {
  const before = text.slice(0, caret);
  const match = TYPED_MENTION.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  if (query.length > 40 || query.endsWith('  ')) return null;
  return { start: caret - query.length - 1, query };
}

/**
 * Replaces the typed mention with the user's token (`@[Full Name](id)`, docs/decisions.md, Notes) and a
 * space, and says where the caret goes: right after it.
 */
export function insertMention(
  text: string,
  caret: number,
  mention: ActiveMention,
  user: { name: string; externalId: string },
): { text: string; caret: number } {
  const token = `${mentionToken(user.name, user.externalId)} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + token + after, caret: mention.start + token.length };
}
