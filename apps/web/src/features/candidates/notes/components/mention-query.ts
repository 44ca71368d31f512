import { mentionName, mentionToken, parseMentions } from '@talent-desk/shared';

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

/** Someone picked from the suggestions: the composer shows `@Name`, the saved note carries their token. */
export type PickedMention = { name: string; externalId: string };

/**
 * Replaces the typed mention with `@Full Name` and a space, and says where the caret goes: right after
 * it. The text shows names only; `draftToBody` turns them into tokens when the note is saved.
 */
export function insertMention(
  text: string,
  caret: number,
  mention: ActiveMention,
  user: PickedMention,
): { text: string; caret: number } {
  const shown = `@${mentionName(user.name)} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + shown + after, caret: mention.start + shown.length };
}

/** A saved body as the composer shows it: each token as `@Full Name`, and whom those names stand for. */
export function bodyToDraft(body: string): { text: string; picked: PickedMention[] } {
  const mentions = parseMentions(body);
  let text = '';
  let from = 0;
  for (const mention of mentions) {
    text += `${body.slice(from, mention.start)}@${mention.name}`;
    from = mention.end;
  }
  text += body.slice(from);
  const picked = mentions.map((m) => ({ name: m.name, externalId: m.userExternalId }));
  return { text, picked };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The body to save: each `@Full Name` of someone picked becomes their token; a name edited since it was
 * picked is plain text. Longer names first, so 'Ann Lee' is not taken for 'Ann'.
 */
export function draftToBody(text: string, picked: readonly PickedMention[]): string {
  const byName = new Map<string, string>();
  for (const user of picked)
    if (!byName.has(mentionName(user.name))) byName.set(mentionName(user.name), user.externalId);
  if (byName.size === 0) return text;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`@(${names.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return text.replace(pattern, (_match, name: string) => mentionToken(name, byName.get(name) ?? ''));
}
