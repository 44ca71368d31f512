import type { NoteVisibility } from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { vendorsSeeingVacancy, type NoteTarget } from './note-target.repo.js';

/**
 * Who reads a note (docs/decisions.md, Notes): its author always; the staff unless PRIVATE; the users of
 * `vendorIds` when VENDOR. On a candidate that is the candidate's vendor; on a vacancy every vendor that
 * sees it, except that a vendor's own note stays with that vendor (competing agencies do not read each
 * other's notes).
 */
export type NoteAudience = { authorUserId: number; staff: boolean; vendorIds: number[] };

/** A vendor's user as the scope functions see one: only the role and the vendor matter to them. */
export function vendorActor(vendorId: number): Actor {
  return {
    userId: 0,
    externalId: '',
    role: 'VENDOR',
    vendorId,
    vendorExternalId: null,
    businessGroupId: null,
  };
}

export async function noteAudience(
  q: Queryable,
  target: NoteTarget,
  visibility: NoteVisibility,
  author: { userId: number; vendorId: number | null },
): Promise<NoteAudience> {
  const base = { authorUserId: author.userId };
  if (visibility === 'PRIVATE') return { ...base, staff: false, vendorIds: [] };
  if (visibility === 'INTERNAL') return { ...base, staff: true, vendorIds: [] };
  if (target.kind === 'candidate')
    return { ...base, staff: true, vendorIds: target.vendorId === null ? [] : [target.vendorId] };
  const only = author.vendorId === null ? undefined : [author.vendorId];
  return { ...base, staff: true, vendorIds: await vendorsSeeingVacancy(q, vendorActor, target.id, only) };
}

/**
 * What the actor may name of that audience (the users whose names it may read, lib/scope.ts
 * userNameScope): staff everyone, a VENDOR its own vendor's users only.
 */
export function audienceNameable(audience: NoteAudience, actor: Actor): NoteAudience {
  if (actor.role !== 'VENDOR') return audience;
  return {
    ...audience,
    staff: false,
    vendorIds: audience.vendorIds.filter((id) => id === actor.vendorId),
  };
}
