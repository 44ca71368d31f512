import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NoteVisibility } from '@talent-desk/shared';
import { notes, users } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { NoteTarget } from './note-target.repo.js';

const author = alias(users, 'note_author');

/**
 * The notes of a target the actor may read, the target being already in its scope (note-target.repo):
 * its own; staff the INTERNAL and VENDOR ones; a VENDOR the VENDOR ones, on a vacancy only those of the
 * staff and of its own vendor (docs/decisions.md, Notes).
 */
export function readable(actor: Actor, target: NoteTarget): SQL | undefined {
  const onTarget =
    target.kind === 'candidate' ? eq(notes.candidateId, target.id) : eq(notes.vacancyId, target.id);
  const mine = eq(notes.authorUserId, actor.userId);
  if (actor.role !== 'VENDOR')
    return and(onTarget, or(mine, inArray(notes.visibility, ['INTERNAL', 'VENDOR'])));
  const ownVendor =
    target.kind === 'candidate'
      ? undefined
      : or(
          isNull(author.vendorId),
          actor.vendorId === null ? sql`false` : eq(author.vendorId, actor.vendorId),
        );
  return and(onTarget, or(mine, and(eq(notes.visibility, 'VENDOR'), ownVendor)));
}

const columns = {
  id: notes.id,
  externalId: notes.externalId,
  visibility: notes.visibility,
  body: notes.body,
  mentions: notes.mentions,
  authorUserId: notes.authorUserId,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};
export type NoteRow = {
  id: number;
  externalId: string;
  visibility: NoteVisibility;
  body: string;
  mentions: number[];
  authorUserId: number;
  createdAt: Date;
  updatedAt: Date;
};

/** One page of the readable notes, newest first (ties: newest id), along the target's index. */
export async function listNotes(
  q: Queryable,
  actor: Actor,
  target: NoteTarget,
  window: PageWindow,
): Promise<NoteRow[]> {
  return q
    .select(columns)
    .from(notes)
    .innerJoin(author, eq(author.id, notes.authorUserId))
    .where(readable(actor, target))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countNotes(q: Queryable, actor: Actor, target: NoteTarget): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(notes)
    .innerJoin(author, eq(author.id, notes.authorUserId))
    .where(readable(actor, target));
  return row?.n ?? 0;
}

/** One readable note of the target, locked for a change. */
export async function lockReadableNote(
  q: Queryable,
  actor: Actor,
  target: NoteTarget,
  externalId: string,
): Promise<NoteRow | undefined> {
  const [row] = await q
    .select(columns)
    .from(notes)
    .innerJoin(author, eq(author.id, notes.authorUserId))
    .where(and(readable(actor, target), eq(notes.externalId, externalId)))
    .for('update', { of: notes });
  return row;
}

export type NoteValues = { visibility: NoteVisibility; body: string; mentions: number[] };

export async function insertNote(
  q: Queryable,
  target: NoteTarget,
  authorUserId: number,
  values: NoteValues,
): Promise<NoteRow> {
  const [row] = await q
    .insert(notes)
    .values({
      ...values,
      authorUserId,
      candidateId: target.kind === 'candidate' ? target.id : null,
      vacancyId: target.kind === 'vacancy' ? target.id : null,
    })
    .returning(columns);
  if (!row) throw new Error('note not inserted');
  return row;
}

export async function updateNote(q: Queryable, id: number, values: NoteValues): Promise<NoteRow> {
  const [row] = await q
    .update(notes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notes.id, id))
    .returning(columns);
  if (!row) throw new Error('note not updated');
  return row;
}

export async function deleteNote(q: Queryable, id: number): Promise<void> {
  await q.delete(notes).where(eq(notes.id, id));
}
