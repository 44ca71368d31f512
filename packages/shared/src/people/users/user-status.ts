import { z } from 'zod';

/** A user's own status (ours): an ADMIN deactivates a user, which ends their sessions and blocks sign-in. */
export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const USER_STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' } as const satisfies Record<
  UserStatus,
  string
>;

export { USER_TOKEN_PURPOSES, type UserTokenPurpose } from './user-token-purposes.js';
