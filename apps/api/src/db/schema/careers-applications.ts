import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CareersApplicationAnswers } from '@talent-desk/shared';
import { externalId } from './columns.js';
import { candidates } from './candidates.js';
import { vacancies } from './vacancies.js';

/**
 * One application from the careers site, kept as the applicant sent it: an anonymous form never writes
 * into an existing candidate (docs/decisions.md, Careers-site applications). `candidateId` is the
 * candidate it was matched to (by e-mail, else phone) or created for; staff compare `answers` with the
 * profile and take values over one by one. The resume sent with it is its own stored file.
 */
export const careersApplications = pgTable(
  'careers_applications',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The form as validated and normalised (names, contact, location, experience, the yes/no answers). */
    answers: jsonb('answers').$type<CareersApplicationAnswers>().notNull(),
    /** True when this application created the candidate (nothing to compare then). */
    createdCandidate: boolean('created_candidate').notNull(),
    resumeStorageKey: text('resume_storage_key').notNull().unique(),
    resumeFileName: text('resume_file_name').notNull(),
    resumeContentType: text('resume_content_type').notNull(),
    resumeSizeBytes: bigint('resume_size_bytes', { mode: 'number' }).notNull(),
    resumeSha256: text('resume_sha256').notNull(),
    /** The client's address as the app sees it (after TRUST_PROXY), for abuse handling. */
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('careers_applications_candidate_idx').on(t.candidateId, t.createdAt),
    index('careers_applications_vacancy_idx').on(t.vacancyId, t.createdAt),
  ],
);
