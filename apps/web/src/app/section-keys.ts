import type { RouteObject } from 'react-router';
import { AVATAR_MENU_ITEMS, NAV_ITEMS, type Permission } from '@talent-desk/shared';

// What the navigation knows of the sections without their route tables (./sections.ts, loaded once a
// session is signed in).

/** The sections of NAV-03 that are reached from the top navigation or the avatar menu. */
export type SectionKey = (typeof NAV_ITEMS)[number]['key'] | 'settings' | 'reports';

export type Section = {
  /** Where under /internal the routes go, when not at /internal/<key> (a page inside another section). */
  path?: string;
  /** Child routes under /internal/<key>. Load every page lazily so each section is its own chunk. */
  routes: RouteObject[];
};

/** The sections that exist, by key (./sections.ts; tests register their own). */
export type SectionRegistry = Partial<Record<SectionKey, Section>>;

const sectionItems = [...NAV_ITEMS, ...AVATAR_MENU_ITEMS];

/** The permission that opens a section: the one of its navigation or avatar-menu item. */
export function sectionPermission(key: SectionKey): Permission {
  const item = sectionItems.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`No navigation item for section ${key}`);
  return item.permission;
}

/** The quick-create menu of the dashboard (DASH-02, DASH-03): each entry needs its section to exist. */
export const QUICK_CREATE_ITEMS = [
  {
    key: 'newCandidate',
    section: 'candidates',
    permission: 'candidates:write',
    path: '/internal/candidates/new',
  },
  { key: 'newVacancy', section: 'vacancies', permission: 'vacancies:write', path: '/internal/vacancies/new' },
] as const satisfies readonly { key: string; section: SectionKey; permission: Permission; path: string }[];
