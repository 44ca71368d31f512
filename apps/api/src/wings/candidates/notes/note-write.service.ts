import {
  MESSAGES,
  NOTE_MESSAGES,
  noteVisibilitiesFor,
  type Note,
  type NoteInput,
  type NoteTargetKind,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { changesBetween, recordAudit, type ActorAuditContext, type AuditRecord } from '../../../lib/audit.js';
import type { Mailer, MailTransaction } from '../../mail/index.js';
import { noteAudience } from './note-audience.js';
import { mentionMail } from './note-mail.js';
import { resolveMentions } from './note-mentions.js';
import { noteViews, requireNoteTarget } from './note-read.service.js';
import type { NoteTarget } from './note-target.repo.js';
import { usersByIds } from './note-users.repo.js';
import * as repo from './note.repo.js';

export type NoteRef = { kind: NoteTargetKind; externalId: string };
export type NoteMail = { mailer: Mailer; publicOrigin: string };

function assertVisibilityAllowed(actor: Actor, input: NoteInput): void {
  if (noteVisibilitiesFor(actor.role).includes(input.visibility)) return;
  const message = NOTE_MESSAGES.visibilityNotAllowed;
  throw new AppError(400, 'VALIDATION', message, [{ path: 'visibility', message }]);
}

/** What the log keeps of a note: its visibility and length, never its text (decisions.md, Notes). */
const logged = (note: { visibility: string; body: string } | null) => ({
  visibility: note?.visibility ?? null,
  bodyLength: note?.body.length ?? null,
});

function auditOf(target: NoteTarget, noteExternalId: string): Pick<AuditRecord, 'target' | 'candidateId'> {
  return {
    target: { type: 'note', id: noteExternalId, label: `Note on ${target.label}` },
    candidateId: target.kind === 'candidate' ? target.id : null,
  };
}

/** Mails each newly mentioned user but the author, in the transaction (the outbox, docs/architecture.md §9). */
async function mailMentioned(
  tx: MailTransaction,
  mail: NoteMail,
  actor: Actor,
  target: NoteTarget,
  mentioned: readonly { id: number; name: string; email: string; role: string; vendorId: number | null }[],
): Promise<void> {
  const [author] = await usersByIds(tx, [actor.userId]);
  for (const user of mentioned) {
    if (user.id === actor.userId) continue;
    // A vendor's user does not learn a recruiter's name (lib/scope.ts userNameScope).
    const knowsAuthor =
      user.role !== 'VENDOR' || (actor.vendorId !== null && actor.vendorId === user.vendorId);
    await mail.mailer.queue(tx, {
      to: [user.email],
      ...mentionMail({
        authorName: knowsAuthor ? (author?.name ?? null) : null,
        recipientName: user.name,
        target,
        publicOrigin: mail.publicOrigin,
      }),
      createdByUserId: actor.userId,
      recipientUserId: user.id,
    });
  }
}

/** POST .../notes: a note by the actor; its mentions checked and mailed, one audit event. */
export async function createNote(
  db: Db,
  mail: NoteMail,
  audit: ActorAuditContext,
  ref: NoteRef,
  input: NoteInput,
): Promise<Note> {
  const { actor } = audit;
  assertVisibilityAllowed(actor, input);
  const row = await db.transaction(async (tx) => {
    const target = await requireNoteTarget(tx, actor, ref.kind, ref.externalId);
    const audience = await noteAudience(tx, target, input.visibility, actor);
    const mentioned = await resolveMentions(tx, actor, audience, input.body);
    const created = await repo.insertNote(tx, target, actor.userId, {
      ...input,
      mentions: mentioned.map((u) => u.id),
    });
    await mailMentioned(tx, mail, actor, target, mentioned);
    await recordAudit(tx, audit, {
      action: 'note.created',
      ...auditOf(target, created.externalId),
      changes: changesBetween(logged(null), logged(created), ['visibility', 'bodyLength']),
    });
    return created;
  });
  mail.mailer.wake();
  const [view] = await noteViews(db, actor, [row]);
  if (!view) throw new Error('note not read back');
  return view;
}

/** A readable note of the target, locked, or 404; `may` says whether the actor may change it (else 403). */
async function lockNote(
  tx: MailTransaction,
  actor: Actor,
  ref: NoteRef,
  noteId: string,
  may: (n: repo.NoteRow) => boolean,
) {
  const target = await requireNoteTarget(tx, actor, ref.kind, ref.externalId);
  const note = await repo.lockReadableNote(tx, actor, target, noteId);
  if (!note) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
  if (!may(note)) throw new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
  return { target, note };
}

/** PUT .../notes/{noteId}: the author edits; only newly mentioned users are mailed. */
export async function editNote(
  db: Db,
  mail: NoteMail,
  audit: ActorAuditContext,
  ref: NoteRef,
  noteId: string,
  input: NoteInput,
): Promise<Note> {
  const { actor } = audit;
  assertVisibilityAllowed(actor, input);
  const row = await db.transaction(async (tx) => {
    const { target, note } = await lockNote(tx, actor, ref, noteId, (n) => n.authorUserId === actor.userId);
    const audience = await noteAudience(tx, target, input.visibility, actor);
    const mentioned = await resolveMentions(tx, actor, audience, input.body);
    const updated = await repo.updateNote(tx, note.id, { ...input, mentions: mentioned.map((u) => u.id) });
    const before = new Set(note.mentions);
    await mailMentioned(
      tx,
      mail,
      actor,
      target,
      mentioned.filter((u) => !before.has(u.id)),
    );
    await recordAudit(tx, audit, {
      action: 'note.updated',
      ...auditOf(target, note.externalId),
      changes: changesBetween(logged(note), logged(updated), ['visibility', 'bodyLength']),
    });
    return updated;
  });
  mail.mailer.wake();
  const [view] = await noteViews(db, actor, [row]);
  if (!view) throw new Error('note not read back');
  return view;
}

/** DELETE .../notes/{noteId}: the author, or an ADMIN (on a note the ADMIN can read). */
export async function removeNote(
  db: Db,
  audit: ActorAuditContext,
  ref: NoteRef,
  noteId: string,
): Promise<void> {
  const { actor } = audit;
  await db.transaction(async (tx) => {
    const { target, note } = await lockNote(
      tx,
      actor,
      ref,
      noteId,
      (n) => n.authorUserId === actor.userId || actor.role === 'ADMIN',
    );
    await repo.deleteNote(tx, note.id);
    await recordAudit(tx, audit, {
      action: 'note.deleted',
      ...auditOf(target, note.externalId),
      changes: changesBetween(logged(note), logged(null), ['visibility', 'bodyLength']),
    });
  });
}
