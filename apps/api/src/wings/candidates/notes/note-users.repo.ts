import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { NoteAudience } from './note-audience.js';

const fullName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`;

/** Active users who read a note of `audience`, the author included. */
function inAudience(audience: NoteAudience): SQL | undefined {
  return and(
    eq(users.status, 'ACTIVE'),
    or(
      eq(users.id, audience.authorUserId),
      audience.staff ? inArray(users.role, ['ADMIN', 'TAG']) : undefined,
      audience.vendorIds.length > 0
        ? and(eq(users.role, 'VENDOR'), inArray(users.vendorId, audience.vendorIds))
        : undefined,
    ),
  );
}

const columns = {
  id: users.id,
  externalId: users.externalId,
  name: fullName,
  email: users.email,
  role: users.role,
  vendorId: users.vendorId,
};

/** The audience's users among `externalIds` (mentions to check and to notify). */
export async function audienceUsersByExternalId(
  q: Queryable,
  audience: NoteAudience,
  externalIds: readonly string[],
) {
  if (externalIds.length === 0) return [];
  return q
    .select(columns)
    .from(users)
    .where(and(inAudience(audience), inArray(users.externalId, [...externalIds])));
}

/** The audience's users whose name or e-mail matches `search`, by name: the composer's suggestions. */
export async function searchAudienceUsers(
  q: Queryable,
  audience: NoteAudience,
  search: string | undefined,
  limit: number,
) {
  const match = search
    ? sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${containsPattern(search)}`
    : undefined;
  return q
    .select(columns)
    .from(users)
    .where(and(inAudience(audience), match))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

/** Names and vendors of the users `ids` (authors and mentions of listed notes). */
export async function usersByIds(q: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return q
    .select(columns)
    .from(users)
    .where(inArray(users.id, [...ids]));
}
