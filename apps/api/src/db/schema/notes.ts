import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { NOTE_VISIBILITIES } from '@talent-desk/shared';
import { candidates } from './candidates.js';
import { externalId, timestamps } from './columns.js';
import { users } from './users.js';
import { vacancies } from './vacancies.js';

export const noteVisibilityEnum = pgEnum('note_visibility', NOTE_VISIBILITIES);

/**
 * Notes on a candidate or a vacancy (issue 24): exactly one of the two, so each target's list is one
 * index range, newest first. `mentions` holds the mentioned users' ids (the body holds their tokens);
 * notes go with their candidate or vacancy.
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    visibility: noteVisibilityEnum('visibility').notNull(),
    body: text('body').notNull(),
    mentions: integer('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps(),
  },
  (t) => [
    check('notes_one_target', sql`(${t.candidateId} is null) <> (${t.vacancyId} is null)`),
    index('notes_candidate_time_idx')
      .on(t.candidateId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`candidate_id is not null`),
    index('notes_vacancy_time_idx')
      .on(t.vacancyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`vacancy_id is not null`),
  ],
);
