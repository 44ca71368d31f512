import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationFilters,
  AudienceListQuery,
  AudienceSortColumn,
  CandidateFilters,
} from '@talent-desk/shared';
import { audiences, users } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

const iso = (column: typeof audiences.updatedAt | typeof audiences.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const creatorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** What every read of an audience selects: the row, its creator and the stored filters. */
const audienceColumns = {
  id: audiences.id,
  externalId: audiences.externalId,
  name: audiences.name,
  creatorId: audiences.createdByUserId,
  createdByUserExternalId: users.externalId,
  createdByFullName: creatorName,
  candidateFilters: audiences.candidateFilters,
  applicationFilters: audiences.applicationFilters,
  createdAt: iso(audiences.createdAt),
  updatedAt: iso(audiences.updatedAt),
};
export type AudienceRecord = {
  id: number;
  externalId: string;
  name: string;
  creatorId: number | null;
  createdByUserExternalId: string | null;
  createdByFullName: string | null;
  candidateFilters: unknown;
  applicationFilters: unknown;
  createdAt: string;
  updatedAt: string;
};

/** The list's search (part of the name, any case) and creator filter (user external ids). */
export function audienceListWhere(query: AudienceListQuery): SQL | undefined {
  return and(
    query.search ? sql`lower(${audiences.name}) like ${containsPattern(query.search)}` : undefined,
    query.createdBy.length > 0
      ? inArray(
          audiences.createdByUserId,
          sql`(select ${users.id} from ${users} where ${users.externalId} = any(${sql.param(query.createdBy)}::uuid[]))`,
        )
      : undefined,
  );
}

const SORT = {
  name: sql`lower(${audiences.name})`,
  createdBy: sql`lower(${creatorName})`,
  createdAt: audiences.createdAt,
  updatedAt: audiences.updatedAt,
} satisfies Record<AudienceSortColumn, unknown>;

export async function listAudienceRows(
  db: Queryable,
  where: SQL | undefined,
  sort: { column: AudienceSortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
): Promise<AudienceRecord[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(audienceColumns)
    .from(audiences)
    .leftJoin(users, eq(users.id, audiences.createdByUserId))
    .where(where)
    .orderBy(direction(SORT[sort.column]), direction(audiences.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAudiences(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(audiences).where(where);
  return row?.n ?? 0;
}

/** One audience; `lock` holds its row until the transaction ends (an update or delete decides on it). */
export async function findAudience(
  db: Queryable,
  externalId: string,
  lock = false,
): Promise<AudienceRecord | null> {
  const query = db
    .select(audienceColumns)
    .from(audiences)
    .leftJoin(users, eq(users.id, audiences.createdByUserId))
    .where(eq(audiences.externalId, externalId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: audiences }) : await query;
  return row ?? null;
}

export type AudienceValues = {
  name: string;
  candidateFilters: CandidateFilters;
  applicationFilters: ApplicationFilters;
};

export async function insertAudience(
  db: Queryable,
  values: AudienceValues,
  createdByUserId: number,
): Promise<string> {
  const [row] = await db
    .insert(audiences)
    .values({ ...values, createdByUserId })
    .returning({ externalId: audiences.externalId });
  if (!row) throw new Error('the audience insert returned no row');
  return row.externalId;
}

export async function updateAudience(db: Queryable, id: number, values: AudienceValues): Promise<void> {
  await db
    .update(audiences)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(audiences.id, id));
}

export async function deleteAudience(db: Queryable, id: number): Promise<void> {
  await db.delete(audiences).where(eq(audiences.id, id));
}
