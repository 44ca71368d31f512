/** The three signed-in roles (PERM-01). Any other role is logged out (NAV-21). No zod here: the web's
 * first load checks roles (schemas/role.ts holds the schema). */
export const ROLES = ['ADMIN', 'TAG', 'VENDOR'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = { ADMIN: 'Admin', TAG: 'TAG', VENDOR: 'Vendor' } as const satisfies Record<
  Role,
  string
>;

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
