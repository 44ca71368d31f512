import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  CREDIT_USING_ASSESSMENT_STATUSES,
  type Paged,
  type SettingsListQuery,
  type TestCreditsRow,
} from '@talent-desk/shared';
import { candidates, vendors, vendorTestCredits } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

const creditStatuses = sql.join(
  CREDIT_USING_ASSESSMENT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
/**
 * The vendor's candidates whose assessment was sent (the partial index candidates_vendor_credit_idx).
 * @scope every vendor's count: Settings is ADMIN only (SET-01; the routes' permission settings:manage).
 */
const usedOf = (vendorId: unknown) =>
  sql<number>`(select count(*)::int from ${candidates} where ${candidates.vendorId} = ${vendorId} and ${candidates.assessmentStatus} in (${creditStatuses}))`;

const granted = sql<number>`coalesce(${vendorTestCredits.granted}, 0)::int`;
const used = usedOf(vendors.id);
const columns = {
  vendorExternalId: vendors.externalId,
  vendorName: vendors.name,
  vendorStatus: sql<string>`${vendors.status}::text`,
  granted,
  used,
  version: sql<number>`coalesce(${vendorTestCredits.version}, 0)::int`,
};

type Selected = Omit<TestCreditsRow, 'remaining' | 'exhausted'>;

/** remaining = granted − used; a vendor at or over its grant has no credit left. */
function withRemaining(row: Selected): TestCreditsRow {
  const remaining = row.granted - row.used;
  return { ...row, remaining, exhausted: remaining <= 0 };
}

/**
 * Every vendor with its credits, ordered and searched by vendor name (a vendor without a grant: 0).
 * @scope every vendor: Settings is ADMIN only (SET-01; the routes' permission settings:manage).
 */
export async function listTestCredits(
  db: Queryable,
  query: SettingsListQuery,
): Promise<Paged<TestCreditsRow>> {
  const where = query.search ? sql`lower(${vendors.name}) like ${containsPattern(query.search)}` : undefined;
  const order = query.order === 'desc' ? desc : asc;
  const page = await fetchPage(
    query,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(vendors)
        .leftJoin(vendorTestCredits, eq(vendorTestCredits.vendorId, vendors.id))
        .where(where)
        .orderBy(order(sql`lower(${vendors.name})`), order(vendors.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(vendors, where),
  );
  return { ...page, content: page.content.map(withRemaining) };
}

/** One vendor's credits by its public id, or null. */
export async function readTestCredits(
  db: Queryable,
  vendorExternalId: string,
): Promise<TestCreditsRow | null> {
  const [row] = await db
    .select(columns)
    .from(vendors)
    .leftJoin(vendorTestCredits, eq(vendorTestCredits.vendorId, vendors.id))
    .where(eq(vendors.externalId, vendorExternalId));
  return row ? withRemaining(row) : null;
}

/** The vendor's internal id, or null. */
export async function vendorIdOf(db: Queryable, vendorExternalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.externalId, vendorExternalId));
  return row?.id ?? null;
}

/** Locks the vendor's credits row (made at 0 on first use) and answers its version and the used count. */
export async function lockTestCredits(
  db: Queryable,
  vendorId: number,
): Promise<{ version: number; used: number }> {
  await db.insert(vendorTestCredits).values({ vendorId }).onConflictDoNothing();
  const [row] = await db
    .select({ version: vendorTestCredits.version, used: usedOf(vendorId) })
    .from(vendorTestCredits)
    .where(eq(vendorTestCredits.vendorId, vendorId))
    .for('update');
  if (!row) throw new Error('test credits row missing after insert');
  return row;
}

/** Sets the grant and moves the version on (the row is locked by lockTestCredits). */
export async function writeTestCredits(
  db: Queryable,
  vendorId: number,
  grantedCredits: number,
): Promise<void> {
  await db
    .update(vendorTestCredits)
    .set({ granted: grantedCredits, version: sql`${vendorTestCredits.version} + 1`, updatedAt: sql`now()` })
    .where(eq(vendorTestCredits.vendorId, vendorId));
}
