import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { candidates, vacancies, vacancyVendors } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/** Vacancy statuses a VENDOR still sees on vacancies shared with it (DECISIONS.md). */
const VENDOR_VISIBLE_VACANCY_STATUSES = ['OPEN', 'ON_HOLD'] as const;

/**
 * VENDOR scoping of candidates (ARCHITECTURE §3): a VENDOR actor only ever reads the candidates its vendor
 * submitted. Every repository query on candidates ANDs this in; `undefined` means no restriction.
 */
export function candidateScope(actor: Actor): SQL | undefined {
  if (actor.role !== 'VENDOR') return undefined;
  // A VENDOR user without a vendor sees nothing rather than everything.
  return actor.vendorId === null ? sql`false` : eq(candidates.vendorId, actor.vendorId);
}

/** VENDOR scoping of vacancies: those shared with the actor's vendor and still OPEN or ON_HOLD. */
export function vacancyScope(actor: Actor): SQL | undefined {
  if (actor.role !== 'VENDOR') return undefined;
  if (actor.vendorId === null) return sql`false`;
  return and(
    inArray(vacancies.status, [...VENDOR_VISIBLE_VACANCY_STATUSES]),
    exists(
      sql`(select 1 from ${vacancyVendors} where ${vacancyVendors.vacancyId} = ${vacancies.id} and ${vacancyVendors.vendorId} = ${actor.vendorId})`,
    ),
  );
}
