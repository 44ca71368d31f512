import { sql } from 'drizzle-orm';
import type { UserAccessState } from '@talent-desk/shared';
import { users, userTokens } from '../../../db/schema/index.js';

/**
 * USER_ACCESS_STATES as SQL: a password set, else an invitation still usable, else expired. Columns
 * are qualified by hand: drizzle writes bare names in single-table queries.
 */
export const userAccessSql = sql<UserAccessState>`case
  when ${users}.password_hash is not null then 'PASSWORD_SET'
  when exists (
    select 1 from ${userTokens}
    where ${userTokens}.user_id = ${users}.id and ${userTokens}.purpose = 'INVITATION'
      and ${userTokens}.used_at is null and ${userTokens}.expires_at > now()
  ) then 'INVITED'
  else 'INVITATION_EXPIRED' end`;
