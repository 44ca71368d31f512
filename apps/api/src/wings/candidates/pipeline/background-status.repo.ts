import { and, asc, inArray } from 'drizzle-orm';
import type { BackgroundStatus } from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidateScope } from '../../../lib/scope.js';

/** The candidates among `externalIds` the actor may see, with what the BGC rules need; rows locked in id order. */
export async function lockCandidatesForBgc(q: Queryable, actor: Actor, externalIds: readonly string[]) {
  return q
    .select({
      id: candidates.id,
      externalId: candidates.externalId,
      fullName: candidates.fullName,
      country: candidates.country,
      locationCompliance: candidates.locationCompliance,
      backgroundStatus: candidates.backgroundStatus,
    })
    .from(candidates)
    .where(and(inArray(candidates.externalId, [...externalIds]), candidateScope(actor)))
    .orderBy(asc(candidates.id))
    .for('update');
}

export async function setBackgroundStatus(
  q: Queryable,
  candidateIds: number[],
  status: BackgroundStatus,
  updatedAt: Date,
) {
  return q
    .update(candidates)
    .set({ backgroundStatus: status, backgroundStatusUpdatedAt: updatedAt })
    .where(inArray(candidates.id, candidateIds))
    .returning({
      externalId: candidates.externalId,
      backgroundStatus: candidates.backgroundStatus,
      backgroundStatusUpdatedAt: candidates.backgroundStatusUpdatedAt,
    });
}
