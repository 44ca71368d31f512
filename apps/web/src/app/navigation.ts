import { AVATAR_MENU_ITEMS, can, MAIN_NAV_ITEMS, navItemsFor, type Role } from '@talent-desk/shared';
import { QUICK_CREATE_ITEMS, sectionPermission, type SectionKey, type SectionRegistry } from './section-keys';

/** Sections that exist and that `role` may open (NAV-22). */
export function availableSections(role: Role, registry: SectionRegistry): Set<SectionKey> {
  const keys = Object.keys(registry) as SectionKey[];
  return new Set(keys.filter((key) => registry[key] && can(role, sectionPermission(key))));
}

/** Built-in pages that every signed-in user has, whatever is registered. */
const BUILT_IN = ['changePassword', 'signInSecurity'] as const;

/**
 * What a role sees: main navigation (NAV-12/13, then Settings and Reports for ADMIN), avatar menu
 * (NAV-17), quick-create (DASH-02/03).
 */
export function navigationFor(role: Role, registry: SectionRegistry) {
  const sections = availableSections(role, registry);
  const withBuiltIn = new Set<string>([...sections, ...BUILT_IN]);
  return {
    sections,
    navItems: navItemsFor(MAIN_NAV_ITEMS, role, sections),
    accountItems: navItemsFor(AVATAR_MENU_ITEMS, role, withBuiltIn),
    quickCreateItems: QUICK_CREATE_ITEMS.filter(
      (item) => sections.has(item.section) && can(role, item.permission),
    ),
  };
}
export type Navigation = ReturnType<typeof navigationFor>;
