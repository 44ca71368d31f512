import {
  MESSAGES,
  noteVisibilitiesFor,
  type MentionableQuery,
  type MentionableUser,
  type Note,
  type NoteListResponse,
  type NoteTargetKind,
  type PageQuery,
} from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { audienceNameable, noteAudience } from './note-audience.js';
import { findNoteTarget, type NoteTarget } from './note-target.repo.js';
import { searchAudienceUsers, usersByIds } from './note-users.repo.js';
import { noteView, type NoteUser } from './note-view.js';
import { countNotes, listNotes, type NoteRow } from './note.repo.js';

/** The candidate or vacancy, or 404 (unknown, or out of the actor's scope: the same answer). */
export async function requireNoteTarget(
  q: Queryable,
  actor: Actor,
  kind: NoteTargetKind,
  externalId: string,
): Promise<NoteTarget> {
  const target = await findNoteTarget(q, actor, kind, externalId);
  if (!target) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
  return target;
}

/** The notes as `reader` sees them, with their authors' and mentioned users' names in one query. */
export async function noteViews(q: Queryable, reader: Actor, rows: readonly NoteRow[]): Promise<Note[]> {
  const ids = new Set(rows.flatMap((r) => [r.authorUserId, ...r.mentions]));
  const users = await usersByIds(q, [...ids]);
  const byId = new Map<number, NoteUser>(users.map((u) => [u.id, u]));
  return rows.map((row) => noteView(reader, row, byId));
}

/** GET /api/{candidates|vacancies}/{id}/notes: the readable notes, newest first, paged. */
export async function listTargetNotes(
  db: Queryable,
  actor: Actor,
  kind: NoteTargetKind,
  externalId: string,
  query: Pick<PageQuery, 'page' | 'size'>,
): Promise<NoteListResponse> {
  const target = await requireNoteTarget(db, actor, kind, externalId);
  const page = await fetchPage(
    query,
    (window) => listNotes(db, actor, target, window),
    () => countNotes(db, actor, target),
  );
  return {
    ...page,
    content: await noteViews(db, actor, page.content),
    writableVisibilities: [...noteVisibilitiesFor(actor.role)],
  };
}

const SUGGESTIONS = 20;

/**
 * GET /api/notes/mentionable: whom the actor may mention in a note of that visibility on that target,
 * the composer's suggestions; the same rule the save applies (note-mentions.ts).
 */
export async function mentionableUsers(
  db: Queryable,
  actor: Actor,
  query: MentionableQuery,
): Promise<MentionableUser[]> {
  const [kind, externalId] = query.candidate
    ? (['candidate', query.candidate] as const)
    : (['vacancy', query.vacancy ?? ''] as const);
  const target = await requireNoteTarget(db, actor, kind, externalId);
  const audience = await noteAudience(db, target, query.visibility, actor);
  const rows = await searchAudienceUsers(db, audienceNameable(audience, actor), query.q, SUGGESTIONS);
  return rows.map((u) => ({ externalId: u.externalId, name: u.name, role: u.role }));
}
