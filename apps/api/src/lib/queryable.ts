import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema/index.js';

/** The database or a transaction: repositories take either, services decide where the transaction is. */
export type Queryable = PgDatabase<NodePgQueryResultHKT, typeof schema>;
