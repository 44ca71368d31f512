import { mentionNotVisibleMessage, parseMentions } from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { audienceNameable, type NoteAudience } from './note-audience.js';
import { audienceUsersByExternalId } from './note-users.repo.js';

/**
 * The users the body mentions, each once, in order. Every one must read the note and be someone the
 * author may name (a VENDOR names its own vendor's users only); else 400 naming the first refused as
 * the author wrote them, so an unknown or hidden id tells nothing, and nothing is saved.
 */
export async function resolveMentions(q: Queryable, actor: Actor, audience: NoteAudience, body: string) {
  const tokens = parseMentions(body);
  const ids = [...new Set(tokens.map((t) => t.userExternalId))];
  const found = await audienceUsersByExternalId(q, audienceNameable(audience, actor), ids);
  const byExternalId = new Map(found.map((u) => [u.externalId.toLowerCase(), u]));
  const refused = tokens.find((t) => !byExternalId.has(t.userExternalId));
  if (refused) {
    const message = mentionNotVisibleMessage(refused.name);
    throw new AppError(400, 'VALIDATION', message, [{ path: 'body', message }]);
  }
  return ids.flatMap((id) => {
    const user = byExternalId.get(id);
    return user ? [user] : [];
  });
}
