import { and, eq, inArray } from 'drizzle-orm';
import type { NoteTargetKind } from '@talent-desk/shared';
import { candidates, vacancies, vacancyVendors } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidatesWhere, vacanciesWhere } from '../../../lib/scope.js';

/** What a note hangs on, as far as notes need it: its key, its label and the candidate's vendor. */
export type NoteTarget = {
  kind: NoteTargetKind;
  id: number;
  externalId: string;
  label: string;
  /** The candidate's vendor (whose users read its VENDOR notes); null on a vacancy. */
  vendorId: number | null;
};

/** The candidate or vacancy `externalId` if the actor may see it (another vendor's: none, so 404). */
export async function findNoteTarget(
  q: Queryable,
  actor: Actor,
  kind: NoteTargetKind,
  externalId: string,
): Promise<NoteTarget | undefined> {
  if (kind === 'candidate') {
    const [row] = await q
      .select({ id: candidates.id, label: candidates.fullName, vendorId: candidates.vendorId })
      .from(candidates)
      .where(candidatesWhere(actor, eq(candidates.externalId, externalId)));
    return row && { kind, externalId, ...row };
  }
  const [row] = await q
    .select({ id: vacancies.id, label: vacancies.title })
    .from(vacancies)
    .where(vacanciesWhere(actor, eq(vacancies.externalId, externalId)));
  return row && { kind, externalId, ...row, vendorId: null };
}

/**
 * The vendors among `vendorIds` that see the vacancy, each through its own VENDOR scope (shared with it,
 * and OPEN or ON_HOLD): their users read the vacancy's VENDOR notes.
 */
export async function vendorsSeeingVacancy(
  q: Queryable,
  asVendor: (vendorId: number) => Actor,
  vacancyId: number,
  vendorIds?: readonly number[],
): Promise<number[]> {
  const shared = await q
    .select({ vendorId: vacancyVendors.vendorId })
    .from(vacancyVendors)
    .where(
      and(
        eq(vacancyVendors.vacancyId, vacancyId),
        vendorIds ? inArray(vacancyVendors.vendorId, [...vendorIds]) : undefined,
      ),
    );
  // One vendor at a time: inside a transaction the queries share one connection anyway.
  const seeing: number[] = [];
  for (const { vendorId } of shared) {
    const [row] = await q
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(vacanciesWhere(asVendor(vendorId), eq(vacancies.id, vacancyId)));
    if (row) seeing.push(vendorId);
  }
  return seeing;
}
