import { z } from 'zod';

/** The three signed-in roles (PERM-01). Any other role is logged out (NAV-21). */
export const ROLES = ['ADMIN', 'TAG', 'VENDOR'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS = { ADMIN: 'Admin', TAG: 'TAG', VENDOR: 'Vendor' } as const satisfies Record<
  Role,
  string
>;

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}
