import { MENTION_PATTERN, type Note, type NotePerson } from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import type { NoteRow } from './note.repo.js';

export type NoteUser = {
  id: number;
  externalId: string;
  name: string;
  role: 'ADMIN' | 'TAG' | 'VENDOR';
  vendorId: number | null;
};

/**
 * Whether the reader may know this user's name: staff know everyone, a VENDOR its own vendor's users
 * only, never the recruiting staff's names (lib/scope.ts userNameScope, decisions.md, API).
 */
function knows(reader: Actor, user: NoteUser): boolean {
  if (reader.role !== 'VENDOR' || user.id === reader.userId) return true;
  return user.role === 'VENDOR' && user.vendorId !== null && user.vendorId === reader.vendorId;
}

function person(reader: Actor, user: NoteUser | undefined): NotePerson {
  return user && knows(reader, user)
    ? { externalId: user.externalId, name: user.name }
    : { externalId: null, name: null };
}

/**
 * The body as the reader sees it: a mention shows the user's current name, or, for someone the reader
 * may not know, plain text naming no one.
 */
function readerBody(reader: Actor, body: string, byExternalId: Map<string, NoteUser>): string {
  return body.replace(MENTION_PATTERN, (_token: string, name: string, id: string) => {
    const user = byExternalId.get(id.toLowerCase());
    if (!user) return `@${name}`;
    if (knows(reader, user)) return `@[${user.name}](${user.externalId})`;
    return user.role === 'VENDOR' ? '@a vendor contact' : '@the recruiting team';
  });
}

/** A note as `reader` sees it; `users` holds its author and mentioned users. */
export function noteView(reader: Actor, row: NoteRow, users: ReadonlyMap<number, NoteUser>): Note {
  const mentioned = row.mentions.flatMap((id) => {
    const user = users.get(id);
    return user ? [user] : [];
  });
  const byExternalId = new Map(mentioned.map((u) => [u.externalId.toLowerCase(), u]));
  const isAuthor = row.authorUserId === reader.userId;
  return {
    externalId: row.externalId,
    visibility: row.visibility,
    body: readerBody(reader, row.body, byExternalId),
    author: person(reader, users.get(row.authorUserId)),
    mentions: mentioned.filter((u) => knows(reader, u)).map((u) => person(reader, u)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: isAuthor,
    canDelete: isAuthor || reader.role === 'ADMIN',
  };
}
