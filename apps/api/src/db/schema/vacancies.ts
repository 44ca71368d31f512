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
import { businessGroups } from './reference.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

export const vacancyStatusEnum = pgEnum('vacancy_status', VACANCY_STATUSES);
export const vacancyTypeEnum = pgEnum('vacancy_type', VACANCY_TYPES);

/** Vacancies as far as candidates need them; the vacancy screens come with their own issue. */
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
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('vacancies_status_idx').on(t.status),
    index('vacancies_business_group_idx').on(t.businessGroupId),
  ],
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
