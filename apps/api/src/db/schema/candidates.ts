import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ASSESSMENT_STATUSES,
  BACKGROUND_STATUSES,
  CANDIDATE_SOURCES,
  CANDIDATE_STATUSES,
  SCREENING_STATUSES,
} from '@talent-desk/shared';
import { externalId, timestamps } from './columns.js';
import { countries, languages, skills } from './reference.js';
import { users } from './users.js';
import { vacancies } from './vacancies.js';
import { vendors } from './vendors.js';
import { searchDocumentColumn } from './search-documents.js';

export const candidateSourceEnum = pgEnum('candidate_source', CANDIDATE_SOURCES);
export const candidateStatusEnum = pgEnum('candidate_status', CANDIDATE_STATUSES);
export const testStatusEnum = pgEnum('test_status', SCREENING_STATUSES);
export const assessmentStatusEnum = pgEnum('assessment_status', ASSESSMENT_STATUSES);
export const backgroundStatusEnum = pgEnum('background_status', BACKGROUND_STATUSES);

export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** 'First Middle Last', kept by the service for sorting and the names filter. */
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** Normalised to start with '+'. */
    phone: text('phone'),
    linkedinUrl: text('linkedin_url'),
    country: text('country')
      .notNull()
      .references(() => countries.name),
    state: text('state'),
    city: text('city').notNull(),
    yearsOfExperience: text('years_of_experience').notNull(),
    educationalQualification: text('educational_qualification').notNull(),
    experience: text('experience'),
    comments: text('comments'),
    /** assessmentVendor: only for India candidates created by a VENDOR user (CAND-FORM-05). */
    expectedRate: numeric('expected_rate', { precision: 12, scale: 2 }),
    noticePeriod: text('notice_period'),
    /**
     * The candidate accepts engagement e-mail (campaigns). On by default; an unsubscribe link turns it
     * off. Audience previews and campaign recipients take only candidates with it on (AUD-11).
     */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    // The careers-site application's yes/no answers (AUD-17); null: not answered.
    eligibleToWorkInUs: boolean('eligible_to_work_in_us'),
    requireSponsorshipToWorkInUs: boolean('require_sponsorship_to_work_in_us'),
    onSiteWork: boolean('on_site_work'),
    fullTimeWork: boolean('full_time_work'),
    rotatingShiftsWork: boolean('rotating_shifts_work'),
    source: candidateSourceEnum('source').notNull(),
    sourceName: text('source_name'),
    /** The vendor that submitted the candidate (source VENDOR); the key of VENDOR scoping. */
    vendorId: integer('vendor_id').references(() => vendors.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** The status of the most recent vacancy assignment, NOT_ASSIGNED without one (kept by the service). */
    status: candidateStatusEnum('status').notNull().default('NOT_ASSIGNED'),
    locationCompliance: boolean('location_compliance').notNull().default(true),
    preScreeningStatus: testStatusEnum('pre_screening_status'),
    testStatus: testStatusEnum('test_status'),
    assessmentStatus: assessmentStatusEnum('assessment_status'),
    backgroundStatus: backgroundStatusEnum('background_status').notNull().default('NOT_INITIATED'),
    backgroundStatusUpdatedAt: timestamp('background_status_updated_at', { withTimezone: true }),
    gloCandidateId: text('glo_candidate_id'),
    gloLocked: boolean('glo_locked').notNull().default(false),
    // Global search (SEARCH-04): name, e-mail, phone and GLO id, folded once per write.
    searchDocument: searchDocumentColumn('full_name', 'email', 'phone', 'glo_candidate_id'),
    /** When the candidate was anonymised (issue 25): every personal value is gone, the rest kept. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('candidates_email_lower_unique').on(sql`lower(${t.email})`),
    // The global search's e-mail keys: addresses that begin with the key (LIKE 'key%'), case ignored.
    index('candidates_email_lower_pattern').on(sql`lower(${t.email}) text_pattern_ops`),
    uniqueIndex('candidates_phone_unique').on(t.phone),
    index('candidates_full_name_trgm').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('candidates_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    // Plain ascending (created_at, id): serves ORDER BY created_at DESC, id DESC by a backward scan (a
    // DESC NULLS LAST index would not match the default DESC NULLS FIRST order and force a sort).
    index('candidates_created_at_id_idx').on(t.createdAt, t.id),
    // (full_name, id) is the sort by name; the vendor after id makes a VENDOR's name walk (the names
    // option, the list by name) index-only instead of a table row per name (167 ms -> a few).
    index('candidates_full_name_id_idx').on(t.fullName, t.id, t.vendorId),
    // Country is the filter nearly every list sets (the India and USA work regions); with the name sort it
    // needs its own order, else a deep page walks the name index through other countries' rows (bench).
    index('candidates_country_name_idx').on(t.country, t.fullName, t.id),
    // Filter + default-sort indexes. The columns after id never change the order (id is unique); they let
    // the count and the page of the common filter mixes (country, source, background, compliance,
    // status) run as index-only scans with no heap visit: the bench's USA + VENDOR + READY_FOR_BGC count
    // on 1,000,000 candidates fell from ~500 ms (a heap page per match) to ~20 ms.
    index('candidates_country_idx').on(
      t.country,
      t.createdAt,
      t.id,
      t.source,
      t.backgroundStatus,
      t.locationCompliance,
      t.status,
    ),
    index('candidates_state_idx').on(t.state),
    // Sort columns end in id: the list's stable order (col, id) is then an ordered index scan.
    index('candidates_city_id_idx').on(t.city, t.id),
    // (country, id) is the sort by country; the columns after id keep candidates of a country in id
    // order with the common filters, which the planner merges with the (status, candidate) index of the
    // assignments, both index-only: India + DIRECT_SEARCH + SHORTLISTED counted 166 -> 54 ms.
    index('candidates_country_id_idx').on(
      t.country,
      t.id,
      t.source,
      t.locationCompliance,
      t.backgroundStatus,
      t.vendorId,
      t.emailNotifications,
    ),
    // A country's candidates of one source in id order (India direct search, USA vendors): merged with
    // the (status, candidate) index of the assignments, the capped count of India + DIRECT_SEARCH +
    // SHORTLISTED reads 53,000 entries of this range instead of 178,000 of the country's (32 -> 17 ms).
    index('candidates_country_source_id_idx').on(
      t.country,
      t.source,
      t.id,
      t.emailNotifications,
      t.locationCompliance,
      t.backgroundStatus,
    ),
    index('candidates_source_id_idx').on(t.source, t.id),
    index('candidates_background_id_idx').on(t.backgroundStatus, t.id),
    index('candidates_source_idx').on(
      t.source,
      t.createdAt,
      t.id,
      t.country,
      t.backgroundStatus,
      t.locationCompliance,
      t.status,
    ),
    index('candidates_source_name_idx').on(t.sourceName),
    index('candidates_vendor_idx').on(
      t.vendorId,
      t.createdAt,
      t.id,
      t.country,
      t.backgroundStatus,
      t.locationCompliance,
      t.status,
      t.yearsOfExperience,
      t.assessmentStatus,
      t.source,
    ),
    index('candidates_status_idx').on(t.status),
    // (years, id) is the sort by experience; the columns after id make it the count of the experience
    // filter with compliance, assessment, country, source, background or the e-mail consent (audience
    // previews) as an index-only scan (the bench's compliant + 5-10 years + COMPLETED capped count read
    // 316,000 rows of the table: 150 ms).
    index('candidates_years_id_idx').on(
      t.yearsOfExperience,
      t.id,
      t.locationCompliance,
      t.assessmentStatus,
      t.country,
      t.source,
      t.backgroundStatus,
      t.emailNotifications,
    ),
    index('candidates_qualification_idx').on(t.educationalQualification),
    index('candidates_compliance_idx').on(t.locationCompliance),
    index('candidates_assessment_id_idx').on(t.assessmentStatus, t.id),
    // Settings > Test credits: a vendor's used credits (assessment sent) counted from the index alone.
    index('candidates_vendor_credit_idx')
      .on(t.vendorId)
      .where(sql`${t.assessmentStatus} in ('NOT_INITIATED', 'COMPLETED', 'EXPIRED')`),
    index('candidates_background_idx').on(
      t.backgroundStatus,
      t.createdAt,
      t.id,
      t.country,
      t.source,
      t.locationCompliance,
      t.status,
    ),
    index('candidates_pre_screening_idx').on(t.preScreeningStatus),
    index('candidates_test_idx').on(t.testStatus),
    // The application filters' selective columns (AUD-17): only a minority of candidates has them, so the
    // indexes are partial and small. The yes/no answers and email_notifications split the table in large
    // halves: an index would not be chosen over the sort index, so they have none.
    index('candidates_notice_period_idx')
      .on(t.noticePeriod)
      .where(sql`${t.noticePeriod} is not null`),
    index('candidates_expected_rate_idx')
      .on(t.expectedRate)
      .where(sql`${t.expectedRate} is not null`),
  ],
);

export const candidateLanguages = pgTable(
  'candidate_languages',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.languageId] }),
    index('candidate_languages_language_idx').on(t.languageId),
  ],
);

/** Skills of a candidate; the first ones chosen are primary, the rest secondary. */
export const candidateSkills = pgTable(
  'candidate_skills',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    primary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.skillId] }),
    index('candidate_skills_skill_idx').on(t.skillId),
  ],
);

/** Resume metadata; the bytes live in file storage under `storageKey` (never in a served folder). */
export const resumes = pgTable('resumes', {
  id: serial('id').primaryKey(),
  externalId: externalId(),
  candidateId: integer('candidate_id')
    .notNull()
    .unique()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A candidate attached to a vacancy, with its status in that vacancy's pipeline. */
export const candidateVacancies = pgTable(
  'candidate_vacancies',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id),
    status: candidateStatusEnum('status').notNull().default('PENDING'),
    /**
     * The candidate's vendor (null: sourced by staff), copied by triggers (migration 0024) on insert and
     * whenever the candidate's vendor changes: a VENDOR's counts per vacancy read this index alone
     * instead of probing the candidate of every assignment (1 s for six vacancies on a million).
     */
    vendorId: integer('vendor_id'),
    /** Set once the candidate is exported to GLO-R for this vacancy. */
    gloAssignmentId: text('glo_assignment_id'),
    /** Set while a GLO-R export of this assignment is in flight (no transaction is held meanwhile). */
    gloExportClaimedAt: timestamp('glo_export_claimed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('candidate_vacancies_pair_unique').on(t.candidateId, t.vacancyId),
    // A vacancy's pipeline in each of its sort orders (ties by id): the first page is the first 15
    // entries of one range, where a sort of all the vacancy's assignments took 2.6 s under load.
    index('candidate_vacancies_vacancy_idx').on(t.vacancyId, t.status, t.id),
    index('candidate_vacancies_vacancy_created_idx').on(t.vacancyId, t.createdAt, t.id),
    index('candidate_vacancies_vacancy_updated_idx').on(t.vacancyId, t.updatedAt, t.id),
    index('candidate_vacancies_status_idx').on(t.status, t.candidateId),
    // A VENDOR's counts per vacancy, and its candidate list's status filter (the candidate ids of its
    // own assignments in some statuses on the vacancies it sees) as an index-only scan.
    index('candidate_vacancies_vacancy_vendor_idx').on(t.vacancyId, t.vendorId, t.status, t.candidateId),
    // The dashboard's submissions of a week (KPI row): one range of the creation time, for all vendors
    // or for one vendor's copy.
    index('candidate_vacancies_created_idx').on(t.createdAt),
    index('candidate_vacancies_vendor_created_idx').on(t.vendorId, t.createdAt),
  ],
);

/**
 * How many assignments each vacancy has, per vendor of their candidates (null: sourced by staff) and
 * status, kept by statement triggers on candidate_vacancies (migration 0026) whoever writes. A vacancy
 * row's counts (the list, its sort by candidates, details) add up a few of these rows instead of
 * counting tens of thousands of assignments (250 ms for a page of 15 vacancies on a million).
 */
export const vacancyAssignmentCounts = pgTable(
  'vacancy_assignment_counts',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id'),
    status: candidateStatusEnum('status').notNull(),
    assignments: integer('assignments').notNull(),
  },
  (t) => [unique('vacancy_assignment_counts_key').on(t.vacancyId, t.vendorId, t.status).nullsNotDistinct()],
);

export const statusHistoryKindEnum = pgEnum('status_history_kind', ['VACANCY_STATUS', 'BACKGROUND_STATUS']);

/** Who changed which status, when, from what to what (vacancy pipeline and background checks). */
export const candidateStatusHistory = pgTable(
  'candidate_status_history',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id').references(() => vacancies.id),
    kind: statusHistoryKindEnum('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_status_history_candidate_idx').on(t.candidateId, t.changedAt),
    // The dashboard's time to first review (KPI row): the moves away from Pending of a date range,
    // read from the index alone.
    index('candidate_status_history_left_pending_idx')
      .on(t.changedAt, t.candidateId, t.vacancyId)
      .where(sql`${t.kind} = 'VACANCY_STATUS' and ${t.fromStatus} = 'PENDING'`),
  ],
);

/** Exports to the external recruiting system, recorded by the built-in connector and the HTTP one alike. */
export const gloExports = pgTable('glo_exports', {
  id: serial('id').primaryKey(),
  candidateVacancyId: integer('candidate_vacancy_id')
    .notNull()
    .references(() => candidateVacancies.id, { onDelete: 'cascade' }),
  connector: text('connector').notNull(),
  gloCandidateId: text('glo_candidate_id').notNull(),
  gloAssignmentId: text('glo_assignment_id').notNull(),
  exportedByUserId: integer('exported_by_user_id').references(() => users.id),
  exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
});
