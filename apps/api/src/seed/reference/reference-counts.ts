import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Row counts of the reference tables, for the seed summary. */
export async function referenceCounts(db: Db): Promise<Record<string, number>> {
  const result = await db.execute<Record<string, number>>(sql`
    SELECT (SELECT count(*)::int FROM countries) AS countries,
           (SELECT count(*)::int FROM us_states) AS "US states",
           (SELECT count(*)::int FROM us_cities) AS "US cities",
           (SELECT count(*)::int FROM languages) AS languages,
           (SELECT count(*)::int FROM skills) AS skills,
           (SELECT count(*)::int FROM business_groups) AS "business groups"`);
  return result.rows[0] ?? {};
}
