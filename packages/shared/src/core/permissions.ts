import type { Role } from './enums/roles.js';

/**
 * Every action the API guards. A route declares exactly one of these; the role matrix below says who may.
 * 'public' needs no session, 'session' any signed-in user.
 */
export const PERMISSIONS = [
  'public',
  'session',
  'dashboard:read',
  'search:use',
  'options:read',
  'candidates:read',
  'candidates:write',
  'candidates:export',
  'candidates:status',
  'candidates:background',
  'candidates:glo-export',
  // Anonymise a candidate and download all their personal data (issue 25): ADMIN only.
  'candidates:anonymise',
  'candidates:export-personal-data',
  'vacancies:read',
  'vacancies:write',
  'vacancies:publish',
  'vacancies:share',
  'vacancies:import',
  'vendors:read',
  'vendors:write',
  'vendors:activate',
  'users:read',
  'users:write',
  // Deactivate and reactivate a user (ends their sessions): ADMIN only (docs/decisions.md).
  'users:activate',
  'engagement:read',
  'engagement:write',
  'engagement:save-template-from-campaign',
  // Create and edit e-mail templates: ADMIN only (ETPL-02, PERM-03: a TAG only views them).
  'engagement:email-templates',
  'settings:manage',
  'reports:read',
  // Notes on candidates and vacancies: every role, within its scope and the note's visibility (issue 24).
  'notes:read',
  'notes:write',
  // The audit log (who did what): ADMIN only (issue 24).
  'audit:read',
  // The OpenAPI document and explorer at /api/docs: staff only (docs/decisions.md, API).
  'docs:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const everyone = ['public', 'session', 'dashboard:read', 'search:use', 'options:read'] as const;
const candidateWork = [
  'candidates:read',
  'candidates:write',
  'candidates:export',
  'candidates:status',
  'candidates:background',
] as const;

/**
 * What TAG lacks (PERM-03, VEND-15): settings, reports, saving templates from a campaign,
 * vendor activation and user activation. A TAG's user edits are further limited to VENDOR-role users
 * (USER-02), a rule about the edited row that the users service enforces.
 */
const ADMIN_ONLY: ReadonlySet<Permission> = new Set<Permission>([
  'settings:manage',
  'reports:read',
  'audit:read',
  'engagement:save-template-from-campaign',
  'engagement:email-templates',
  'vendors:activate',
  'users:activate',
  'candidates:anonymise',
  'candidates:export-personal-data',
]);

/**
 * The role x permission matrix (PERM-01..03). ADMIN has everything; TAG everything but
 * settings, reports and saving templates from a campaign; VENDOR works only on its own vendor's
 * candidates and the vacancies shared with it (scoping is enforced in the repositories).
 */
export const ROLE_PERMISSIONS = {
  ADMIN: PERMISSIONS,
  TAG: PERMISSIONS.filter((p) => !ADMIN_ONLY.has(p)),
  VENDOR: [
    ...everyone,
    ...candidateWork.filter((p) => p !== 'candidates:status'),
    'vacancies:read',
    'notes:read',
    'notes:write',
  ],
} as const satisfies Record<Role, readonly Permission[]>;

const granted: Record<Role, ReadonlySet<Permission>> = {
  ADMIN: new Set(ROLE_PERMISSIONS.ADMIN),
  TAG: new Set(ROLE_PERMISSIONS.TAG),
  VENDOR: new Set(ROLE_PERMISSIONS.VENDOR),
};

/** True when a user of `role` may perform `permission`; `null` role means anonymous. */
export function can(role: Role | null, permission: Permission): boolean {
  if (permission === 'public') return true;
  if (role === null) return false;
  return granted[role].has(permission);
}
