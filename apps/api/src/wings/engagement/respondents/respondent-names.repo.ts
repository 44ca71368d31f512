import { asc, eq, sql } from 'drizzle-orm';
import type { OptionItem } from '@talent-desk/shared';
import { candidates, surveyResponses } from '../../../db/schema/index.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { CandidatesWhere } from '../../../lib/scope.js';

function distinctNames(db: Queryable, where: CandidatesWhere) {
  return db
    .selectDistinct({ key: sql<string>`lower(${candidates.fullName})`.as('key'), name: candidates.fullName })
    .from(surveyResponses)
    .innerJoin(candidates, eq(candidates.id, surveyResponses.candidateId))
    .where(where);
}

/** One page of the respondents' distinct names, by name in any case (value = label = the name). */
export async function nameRows(db: Queryable, where: CandidatesWhere, { limit, offset }: PageWindow) {
  const rows = await distinctNames(db, where)
    .orderBy(asc(sql`key`), asc(candidates.fullName))
    .limit(limit)
    .offset(offset);
  return rows.map((row): OptionItem => ({ value: row.name, label: row.name }));
}

/** A campaign's respondents are few enough to count exactly. */
export async function countNames(db: Queryable, where: CandidatesWhere): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${distinctNames(db, where).getSQL()}) names`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
