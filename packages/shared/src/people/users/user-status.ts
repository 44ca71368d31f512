import { z } from 'zod';

/** A user's own status (ours): an ADMIN deactivates a user, which ends their sessions and blocks sign-in. */
export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const USER_STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' } as const satisfies Record<
  UserStatus,
  string
>;

/** What a single-use e-mailed link is for: a new user's first password, or a forgotten one. */
export const USER_TOKEN_PURPOSES = ['INVITATION', 'PASSWORD_RESET'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];
