import { z } from 'zod';
import type { Role } from './enums/roles.js';
import { pagedResponseSchema, pageQuerySchema } from './schemas/paging.js';
import { longText, plainText } from './schemas/text.js';

/**
 * Notes on candidates and vacancies (issue 24, docs/decisions.md "Notes"): plain text with @mentions.
 * Who reads a note is its visibility: INTERNAL the staff (ADMIN, TAG); VENDOR also the candidate's own
 * vendor, or on a vacancy the vendors it is shared with (a vendor's own note: its vendor only); PRIVATE
 * its author only.
 */
export const NOTE_VISIBILITIES = ['INTERNAL', 'VENDOR', 'PRIVATE'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];
export const noteVisibilitySchema = z.enum(NOTE_VISIBILITIES);

export const NOTE_BODY_MAX = 5000;
/** More mentions than this in one note is a broadcast, not a mention. */
export const NOTE_MENTIONS_MAX = 20;

export const NOTE_TARGET_KINDS = ['candidate', 'vacancy'] as const;
export type NoteTargetKind = (typeof NOTE_TARGET_KINDS)[number];

/** The visibilities a role may write: a VENDOR never writes what its own vendor could not read. */
export function noteVisibilitiesFor(role: Role): readonly NoteVisibility[] {
  return role === 'VENDOR' ? ['VENDOR', 'PRIVATE'] : NOTE_VISIBILITIES;
}

/**
 * A mention in a body: `@[Full Name](user-external-id)`. The name is what the author saw when writing;
 * readers are shown the user's current name (or nothing they may not read).
 */
export const MENTION_PATTERN =
  /@\[([^[\]\n]{1,100})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;

export type MentionToken = { name: string; userExternalId: string; start: number; end: number };

/** The mention tokens of a body, in order (a user mentioned twice appears twice). */
export function parseMentions(body: string): MentionToken[] {
  return [...body.matchAll(MENTION_PATTERN)].map((m) => ({
    name: m[1] ?? '',
    userExternalId: (m[2] ?? '').toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** A name as a mention keeps it: brackets would end the token's name early, so they are dropped. */
export function mentionName(name: string): string {
  return (
    name
      .replace(/[[\]\n]/g, ' ')
      .trim()
      .slice(0, 100) || 'user'
  );
}

/** The token a saved note holds for a mentioned user. */
export function mentionToken(name: string, userExternalId: string): string {
  return `@[${mentionName(name)}](${userExternalId})`;
}

export const NOTE_MESSAGES = {
  bodyRequired: 'Write something first',
  bodyTooLong: `A note has at most ${NOTE_BODY_MAX} characters`,
  tooManyMentions: `A note mentions at most ${NOTE_MENTIONS_MAX} people`,
  visibilityNotAllowed: 'You cannot write a note with this visibility',
} as const;

/** Why a mention is refused: the person, as the author named them, cannot read the note. */
export function mentionNotVisibleMessage(name: string): string {
  return `${name} cannot see this note, so they cannot be mentioned in it`;
}

/** POST and PUT body. */
export const noteInputSchema = z.object({
  body: longText()
    .min(1, NOTE_MESSAGES.bodyRequired)
    .max(NOTE_BODY_MAX, NOTE_MESSAGES.bodyTooLong)
    .refine((v) => parseMentions(v).length <= NOTE_MENTIONS_MAX, NOTE_MESSAGES.tooManyMentions),
  visibility: noteVisibilitySchema,
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/** A person as a note shows them; `externalId` and `name` are null when the reader may not know them. */
export const notePersonSchema = z.object({
  externalId: z.uuid().nullable(),
  name: z.string().nullable(),
});
export type NotePerson = z.infer<typeof notePersonSchema>;

/**
 * One note as the reader may see it. In `body` a mention of someone the reader may not know (a VENDOR
 * reading a recruiter's name) is plain `@recruiter` text, not a token.
 */
export const noteSchema = z.object({
  externalId: z.uuid(),
  visibility: noteVisibilitySchema,
  body: z.string(),
  author: notePersonSchema,
  mentions: z.array(notePersonSchema),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** What the reader may do with it (the author edits and deletes; an ADMIN also deletes). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteListQuerySchema = pageQuerySchema;
/** A page of notes, and the visibilities the reader may write here (the composer's choices). */
export const noteListResponseSchema = pagedResponseSchema(noteSchema).extend({
  writableVisibilities: z.array(noteVisibilitySchema),
});
export type NoteListResponse = z.infer<typeof noteListResponseSchema>;

/** GET /api/notes/mentionable: exactly one of candidate and vacancy. */
export const mentionableQuerySchema = z
  .object({
    candidate: z.uuid().optional(),
    vacancy: z.uuid().optional(),
    visibility: noteVisibilitySchema,
    q: plainText().max(100).optional(),
  })
  .refine((query) => Boolean(query.candidate) !== Boolean(query.vacancy), {
    message: 'Give either a candidate or a vacancy',
    path: ['candidate'],
  });
export type MentionableQuery = z.infer<typeof mentionableQuerySchema>;

export const mentionableUserSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  role: z.enum(['ADMIN', 'TAG', 'VENDOR']),
});
export type MentionableUser = z.infer<typeof mentionableUserSchema>;
export const mentionableResponseSchema = z.array(mentionableUserSchema);
