import { z } from 'zod';
import { roleSchema } from '../../core/index.js';
import { userStatusSchema } from './user-status.js';

/**
 * Where a user stands with their password: INVITED (invitation sent, no password yet), EXPIRED (the
 * invitation ran out unused: resend it), ACTIVE (a password is set).
 */
export const USER_ACCESS_STATES = ['INVITED', 'INVITATION_EXPIRED', 'PASSWORD_SET'] as const;
export const userAccessStateSchema = z.enum(USER_ACCESS_STATES);
export type UserAccessState = z.infer<typeof userAccessStateSchema>;
export const USER_ACCESS_LABELS = {
  INVITED: 'Invitation pending',
  INVITATION_EXPIRED: 'Invitation expired',
  PASSWORD_SET: 'Signed up',
} as const satisfies Record<UserAccessState, string>;

/** USER-06 (and USER-04's detail): GET /api/users/{id}, the answer of create, edit and status changes. */
export const userDetailSchema = z.object({
  externalId: z.uuid(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  role: roleSchema,
  title: z.string().nullable(),
  vendorExternalId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  status: userStatusSchema,
  access: userAccessStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDetail = z.output<typeof userDetailSchema>;
