import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { externalId, timestamps } from './columns.js';
import { vendors } from './vendors.js';

/**
 * The managed lists of Settings that vacancies use by name (SET-03: working-locations, hiring-managers,
 * projects). A vacancy keeps the name as text (its API contract is unchanged); the list is what the
 * vacancy form offers, and a rename here renames it on the vacancies too. Names are unique ignoring case.
 */
function namedList<const Extra extends Record<string, PgColumnBuilderBase>>(table: string, extra: Extra) {
  return pgTable(
    table,
    {
      id: serial('id').primaryKey(),
      externalId: externalId(),
      name: text('name').notNull(),
      ...timestamps(),
      ...extra,
    },
    (t) => [uniqueIndex(`${table}_name_lower_unique`).on(sql`lower(${t.name})`)],
  );
}

export const workingLocations = namedList('working_locations', {});
export const hiringManagers = namedList('hiring_managers', {});
/**
 * A project imported from GLO-R (SET-03 projects/{gloId}/import) keeps GLO-R's id: one project per GLO-R
 * project; a project typed on a vacancy or created here has none.
 */
export const projects = namedList('projects', { gloProjectId: text('glo_project_id').unique() });

/**
 * Distribution lists (SET-03: distribution-list): a named list of e-mail addresses, kept lower-cased
 * and without repeats (the shared body schema). Names are unique ignoring case.
 */
export const distributionLists = pgTable(
  'distribution_lists',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    name: text('name').notNull(),
    description: text('description'),
    addresses: text('addresses').array().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('distribution_lists_name_lower_unique').on(sql`lower(${t.name})`)],
);

/**
 * Test credits (SET-03: test-credits): the assessment credits an ADMIN granted a vendor. A vendor
 * without a row has none. `version` grows with each change: an edit names the version it saw, and a
 * stale one is refused (two ADMINs at once: the second gets a 409, never a silent overwrite).
 */
export const vendorTestCredits = pgTable(
  'vendor_test_credits',
  {
    vendorId: integer('vendor_id')
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    granted: integer('granted').notNull().default(0),
    version: integer('version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [check('vendor_test_credits_granted_check', sql`${t.granted} >= 0`)],
);
