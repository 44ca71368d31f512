import { eq, sql } from 'drizzle-orm';
import { candidates } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/queryable.js';

/**
 * The candidate no longer accepts campaign e-mail (AUD-11: audiences and recipients take only those
 * who do). A write of the one candidate the token's recipient is.
 */
export async function turnOffCampaignEmail(db: Queryable, candidateId: number): Promise<void> {
  await db
    .update(candidates)
    .set({ emailNotifications: false, updatedAt: sql`now()` })
    .where(eq(candidates.id, candidateId));
}
