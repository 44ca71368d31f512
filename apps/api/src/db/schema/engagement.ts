import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  GENERAL_EMAIL_TEMPLATE_KEYS,
  SURVEY_QUESTION_TYPES,
  type ApplicationFilters,
  type CandidateFilters,
} from '@talent-desk/shared';
import { externalId, timestamps } from './columns.js';
import { users } from './users.js';
import { searchDocumentColumn } from './search-documents.js';

export const surveyQuestionTypeEnum = pgEnum('survey_question_type', SURVEY_QUESTION_TYPES);

/** A reusable survey (STPL-02); campaigns will keep their own copy, so editing never changes a sent one. */
export const surveyTemplates = pgTable(
  'survey_templates',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    title: text('title').notNull(),
    description: text('description'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    searchDocument: searchDocumentColumn('title'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('survey_templates_title_lower_unique').on(sql`lower(${t.title})`),
    index('survey_templates_updated_idx').on(t.updatedAt, t.id),
    index('survey_templates_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => surveyTemplates.id, { onDelete: 'cascade' }),
    orderNo: integer('order_no').notNull(),
    text: text('text').notNull(),
    type: surveyQuestionTypeEnum('type').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
  },
  (t) => [uniqueIndex('survey_questions_template_order_unique').on(t.templateId, t.orderNo)],
);

export const surveyQuestionOptions = pgTable(
  'survey_question_options',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    orderNo: integer('order_no').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('survey_question_options_order_unique').on(t.questionId, t.orderNo)],
);

/** A campaign's template (engagement) or one of the app's own e-mails (settings, SET-03). */
export const emailTemplateKindEnum = pgEnum('email_template_kind', ['CAMPAIGN', 'GENERAL']);
export const generalEmailTemplateKeyEnum = pgEnum('general_email_template_key', GENERAL_EMAIL_TEMPLATE_KEYS);

/**
 * An e-mail template (ETPL-04): the body is sanitised HTML with `{{variable}}` placeholders.
 * `basedOnId` is the spec's optional emailTemplateId: the template this one was made from. A GENERAL
 * template is the wording of one of the app's own e-mails, found by its `systemKey` (one each).
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    kind: emailTemplateKindEnum('kind').notNull().default('CAMPAIGN'),
    systemKey: generalEmailTemplateKeyEnum('system_key'),
    title: text('title').notNull(),
    fromAddress: text('from_address'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    basedOnId: integer('based_on_id').references((): AnyPgColumn => emailTemplates.id, {
      onDelete: 'set null',
    }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    searchDocument: searchDocumentColumn('title'),
    ...timestamps(),
  },
  (t) => [
    // Titles are unique among campaign templates only: a general template's fixed name ('Invitation')
    // must not take a title away from the engagement list, where it is not even shown.
    uniqueIndex('email_templates_title_lower_unique')
      .on(sql`lower(${t.title})`)
      .where(sql`${t.kind} = 'CAMPAIGN'`),
    uniqueIndex('email_templates_system_key_unique').on(t.systemKey),
    check('email_templates_system_key_kind', sql`(${t.kind} = 'GENERAL') = (${t.systemKey} IS NOT NULL)`),
    index('email_templates_updated_idx').on(t.updatedAt, t.id),
    index('email_templates_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);

/**
 * A saved set of candidate filters (AUD-02): the candidate list's filters exactly as the shared schemas
 * output them, so a preview and a campaign's recipients are read by the same evaluator
 * (candidateListWhere). Names are unique whatever their case.
 */
export const audiences = pgTable(
  'audiences',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    name: text('name').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    candidateFilters: jsonb('candidate_filters').$type<CandidateFilters>().notNull(),
    applicationFilters: jsonb('application_filters').$type<ApplicationFilters>().notNull(),
    searchDocument: searchDocumentColumn('name'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('audiences_name_lower_unique').on(sql`lower(${t.name})`),
    // The list's default order (updatedAt desc, id desc) as a backward scan; the creator filter.
    index('audiences_updated_idx').on(t.updatedAt, t.id),
    index('audiences_created_by_idx').on(t.createdByUserId),
    index('audiences_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);
