import { eq } from 'drizzle-orm';
import { INDIA_GROUP_NAME } from '@talent-desk/shared';
import { businessGroups, users, vendors } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';

/** What the dashboard's blocks depend on beyond the role: the user's business group and vendor names. */
export async function dashboardViewerOf(db: Queryable, actor: Actor) {
  const [row] = await db
    .select({ businessGroupName: businessGroups.name, vendorName: vendors.name })
    .from(users)
    .leftJoin(businessGroups, eq(businessGroups.id, users.businessGroupId))
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(eq(users.id, actor.userId));
  return {
    // ENUM-22: the India group is the business group named 'India'.
    inIndiaGroup: row?.businessGroupName === INDIA_GROUP_NAME,
    vendorName: actor.role === 'VENDOR' ? (row?.vendorName ?? null) : null,
  };
}
