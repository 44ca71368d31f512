import { sql, type AnyColumn } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A NOT NULL timestamp as the API writes it (UTC ISO with milliseconds). */
export const isoTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(ISO)})`;

/** A nullable timestamp as the API writes it; null stays null. */
export const isoTimeOrNull = (column: AnyColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', ${sql.raw(ISO)})`;

/** The owner's full name (users joined on the campaign's owner). */
export const ownerFullName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
