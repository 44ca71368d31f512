import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { externalId } from './columns.js';

/** The fixed country list (about 190 names; 'USA' and 'India' have special behaviour). */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** The id Settings > Locations speaks (docs/architecture.md §3: numeric keys stay inside). */
  externalId: externalId(),
  name: text('name').notNull().unique(),
  iso2: text('iso2').notNull().unique(),
});

export const usStates = pgTable('us_states', {
  id: serial('id').primaryKey(),
  externalId: externalId(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});

export const usCities = pgTable(
  'us_cities',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    stateId: integer('state_id')
      .notNull()
      .references(() => usStates.id),
    name: text('name').notNull(),
  },
  (t) => [unique('us_cities_state_name_unique').on(t.stateId, t.name)],
);

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  externalId: externalId(),
  name: text('name').notNull().unique(),
});

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  externalId: externalId(),
  name: text('name').notNull().unique(),
});

export const businessGroups = pgTable('business_groups', {
  id: serial('id').primaryKey(),
  externalId: externalId(),
  name: text('name').notNull().unique(),
});
