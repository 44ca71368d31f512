import type { Role } from './enums/roles.js';
import { can, type Permission } from './permissions.js';

/** The top navigation, in the order of NAV-12; each item shows only to roles holding its permission. */
export const NAV_ITEMS = [
  { key: 'users', label: 'Users', path: '/internal/users', permission: 'users:read' },
  { key: 'vendors', label: 'Vendors', path: '/internal/vendors', permission: 'vendors:read' },
  { key: 'vacancies', label: 'Vacancies', path: '/internal/vacancies', permission: 'vacancies:read' },
  { key: 'candidates', label: 'Candidates', path: '/internal/candidates', permission: 'candidates:read' },
  { key: 'engagement', label: 'Engagement', path: '/internal/engagement', permission: 'engagement:read' },
] as const satisfies readonly { key: string; label: string; path: string; permission: Permission }[];
export type NavKey = (typeof NAV_ITEMS)[number]['key'];

/** Settings and Reports need their ADMIN-only permissions (NAV-17, SET-01, REP-01). */
const ADMIN_SECTION_ITEMS = [
  { key: 'settings', label: 'Settings', path: '/internal/settings', permission: 'settings:manage' },
  { key: 'reports', label: 'Reports', path: '/internal/reports', permission: 'reports:read' },
] as const satisfies readonly { key: string; label: string; path: string; permission: Permission }[];

/**
 * The main navigation (side links on a wide screen, the menu on a phone): NAV-12's sections, then
 * Settings and Reports for the roles that may open them, which the avatar menu keeps too (NAV-17;
 * docs/decisions.md, Foundation).
 */
export const MAIN_NAV_ITEMS = [...NAV_ITEMS, ...ADMIN_SECTION_ITEMS];

/**
 * Avatar-menu entries (NAV-17). The mail outbox is a page of Settings, reached from the settings
 * navigation (docs/decisions.md, Mail).
 */
export const AVATAR_MENU_ITEMS = [
  ...ADMIN_SECTION_ITEMS,
  {
    key: 'changePassword',
    label: 'Change Password',
    path: '/internal/change-password',
    permission: 'session',
  },
  // Two-factor sign-in (issue 25): every signed-in user's own.
  {
    key: 'signInSecurity',
    label: 'Sign-in security',
    path: '/internal/sign-in-security',
    permission: 'session',
  },
] as const satisfies readonly { key: string; label: string; path: string; permission: Permission }[];

/** Items for a role, limited to the sections that exist (NAV-13, NAV-23). */
export function navItemsFor<T extends { permission: Permission; key: string }>(
  items: readonly T[],
  role: Role,
  available: ReadonlySet<string>,
): T[] {
  return items.filter((item) => can(role, item.permission) && available.has(item.key));
}
