import { sql } from 'drizzle-orm';
import { pgTable, serial, text, uniqueIndex, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { externalId, timestamps } from './columns.js';

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
