import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { VACANCY_STATUSES, VACANCY_TYPES } from '@talent-desk/shared';
import { externalId, timestamps } from './columns.js';
import { sql } from 'drizzle-orm';
import { businessGroups, skills } from './reference.js';
import { users } from './users.js';
import { vendors } from './vendors.js';
import { searchDocumentColumn } from './search-documents.js';

export const vacancyStatusEnum = pgEnum('vacancy_status', VACANCY_STATUSES);
export const vacancyTypeEnum = pgEnum('vacancy_type', VACANCY_TYPES);

/** A vacancy: its own fields (ours, docs/decisions.md), its GLO-R id and whether the careers site shows it. */
export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    title: text('title').notNull(),
    /** The readable id of the vacancy in the external recruiting system (GLO-R). */
    gloVacancyId: text('glo_vacancy_id').unique(),
    status: vacancyStatusEnum('status').notNull().default('OPEN'),
    type: vacancyTypeEnum('type').notNull().default('EXTERNAL'),
    businessGroupId: integer('business_group_id').references(() => businessGroups.id),
    projectName: text('project_name'),
    publishToExternalApp: boolean('publish_to_external_app').notNull().default(false),
    hiringManager: text('hiring_manager'),
    workingLocation: text('working_location'),
    /** How many people the vacancy hires. */
    openings: integer('openings').notNull().default(1),
    /** Plain text shown on the public apply page. */
    description: text('description'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    searchDocument: searchDocumentColumn('title', 'glo_vacancy_id'),
    ...timestamps(),
  },
  (t) => [
    index('vacancies_status_idx').on(t.status),
    index('vacancies_business_group_idx').on(t.businessGroupId),
    // The list's default order and the title/GLO id search (trigram: partial words).
    // Ascending: a backward scan gives ORDER BY created_at DESC, id DESC (the default order, whose
    // NULLS FIRST a DESC NULLS LAST index cannot give).
    index('vacancies_created_idx').on(t.createdAt, t.id),
    index('vacancies_title_lower_idx').on(sql`lower(${t.title})`, t.id),
    index('vacancies_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('vacancies_glo_trgm_idx').using('gin', sql`lower(${t.gloVacancyId}) gin_trgm_ops`),
    index('vacancies_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    index('vacancies_project_idx').on(t.projectName),
    // The list's type and published filters, each in the default order (a two-valued column alone
    // would never be chosen by the planner; with the order it serves the page and the count).
    index('vacancies_type_created_idx').on(t.type, t.createdAt, t.id),
    index('vacancies_published_created_idx').on(t.publishToExternalApp, t.createdAt, t.id),
  ],
);

/** The skills a vacancy requires (the same reference list as candidates' skills). */
export const vacancySkills = pgTable(
  'vacancy_skills',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.vacancyId, t.skillId] }), index('vacancy_skills_skill_idx').on(t.skillId)],
);

/** The vendors a vacancy is shared with; a VENDOR sees only vacancies shared with its vendor. */
export const vacancyVendors = pgTable(
  'vacancy_vendors',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vacancyId, t.vendorId] }),
    index('vacancy_vendors_vendor_idx').on(t.vendorId),
  ],
);
