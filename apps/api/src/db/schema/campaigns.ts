import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_AUDIENCE_MODES,
  CAMPAIGN_CREATION_STEPS,
  CAMPAIGN_STATUSES,
  SURVEY_EVENT_TYPES,
  type ApplicationFilters,
  type CandidateFilters,
} from '@talent-desk/shared';
import { candidates } from './candidates.js';
import { externalId, timestamps } from './columns.js';
import { audiences, emailTemplates, surveyQuestionTypeEnum, surveyTemplates } from './engagement.js';
import { users } from './users.js';
import { vacancies } from './vacancies.js';
import { searchDocumentColumn } from './search-documents.js';

export const campaignStatusEnum = pgEnum('campaign_status', CAMPAIGN_STATUSES);
export const campaignCreationStepEnum = pgEnum('campaign_creation_step', CAMPAIGN_CREATION_STEPS);
export const campaignAudienceModeEnum = pgEnum('campaign_audience_mode', CAMPAIGN_AUDIENCE_MODES);
export const surveyEventTypeEnum = pgEnum('survey_event_type', SURVEY_EVENT_TYPES);
/** Delivery of one recipient's e-mail; what the candidate did next lives in the *_at columns. */
export const recipientDeliveryEnum = pgEnum('recipient_delivery', ['QUEUED', 'SENDING', 'SENT', 'FAILED']);

/**
 * A campaign (CAMP-12): DRAFT through the wizard (creationStep), SCHEDULED, OPEN (recipients taken and
 * e-mailed), CLOSED, ARCHIVED (ENUM-16, CAMP-48). The e-mail is the campaign's own copy; custom audience
 * filters live here, a saved audience is referenced (and its filters read when the campaign opens).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    name: text('name').notNull(),
    status: campaignStatusEnum('status').notNull().default('DRAFT'),
    creationStep: campaignCreationStepEnum('creation_step').notNull().default('AUDIENCE'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    audienceMode: campaignAudienceModeEnum('audience_mode').notNull().default('NONE'),
    audienceId: integer('audience_id').references(() => audiences.id, { onDelete: 'set null' }),
    candidateFilters: jsonb('candidate_filters').$type<CandidateFilters>(),
    applicationFilters: jsonb('application_filters').$type<ApplicationFilters>(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    emailTemplateId: integer('email_template_id').references(() => emailTemplates.id, {
      onDelete: 'set null',
    }),
    fromAddress: text('from_address'),
    subject: text('subject'),
    body: text('body'),
    surveyTemplateId: integer('survey_template_id').references(() => surveyTemplates.id, {
      onDelete: 'set null',
    }),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    comment: text('comment'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    searchDocument: searchDocumentColumn('name'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('campaigns_name_lower_unique').on(sql`lower(${t.name})`),
    index('campaigns_owner_created_idx').on(t.ownerUserId, t.createdAt, t.id),
    index('campaigns_created_idx').on(t.createdAt, t.id),
    index('campaigns_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    // The scheduler's reads: campaigns due to open, and open campaigns due to close.
    index('campaigns_status_start_idx').on(t.status, t.startTime),
    index('campaigns_status_end_idx').on(t.status, t.endTime),
  ],
);

/**
 * The campaign's copy of its survey, taken when it is scheduled: editing the survey template later never
 * changes what recipients answer. Options carry their own ids (answers and respondent filters use them).
 */
export const campaignSurveyQuestions = pgTable(
  'campaign_survey_questions',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    orderNo: integer('order_no').notNull(),
    text: text('text').notNull(),
    type: surveyQuestionTypeEnum('type').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    options: jsonb('options').$type<{ externalId: string; value: string }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('campaign_survey_questions_order_unique').on(t.campaignId, t.orderNo)],
);

/**
 * One recipient of an OPEN campaign: taken once when it opens (the audience's e-mail-accepting
 * candidates at that moment), unique per (campaign, candidate) so nobody is sent twice. `tokenHash` is
 * the SHA-256 (base64url) of the random, unguessable key of the recipient's survey, unsubscribe and
 * open-tracking links: like every other token, only its digest is stored.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').unique(),
    delivery: recipientDeliveryEnum('delivery').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    surveyOpenedAt: timestamp('survey_opened_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_candidate_unique').on(t.campaignId, t.candidateId),
    index('campaign_recipients_campaign_delivery_idx').on(t.campaignId, t.delivery, t.id),
    index('campaign_recipients_candidate_idx').on(t.candidateId),
  ],
);

/** One submitted survey per recipient (a second visit shows the thanks page). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .unique()
      .references(() => campaignRecipients.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_responses_campaign_idx').on(t.campaignId, t.submittedAt)],
);

/** An answer, typed by its question: one value column is set (choices as their option ids). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => campaignSurveyQuestions.id, { onDelete: 'cascade' }),
    booleanValue: boolean('boolean_value'),
    numberValue: numeric('number_value'),
    dateValue: date('date_value'),
    choiceExternalIds: uuid('choice_external_ids').array(),
  },
  (t) => [uniqueIndex('survey_answers_response_question_unique').on(t.responseId, t.questionId)],
);

/** What happened when (STAT-01): the statistics count these per day, month or in total. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').references(() => campaignRecipients.id, { onDelete: 'cascade' }),
    type: surveyEventTypeEnum('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_events_campaign_type_time_idx').on(t.campaignId, t.type, t.occurredAt)],
);
