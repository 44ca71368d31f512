import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The public identifier the API speaks (docs/architecture.md §3); numeric keys stay inside the database. */
export const externalId = () =>
  uuid('external_id')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`);

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
