import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation';
import { SECTIONS, type SectionRegistry } from './sections';

/** Every section of NAV-03 registered, as it will be once all issues are done. */
const allSections: SectionRegistry = {
  users: { routes: [] },
  vendors: { routes: [] },
  vacancies: { routes: [] },
  candidates: { routes: [] },
  engagement: { routes: [] },
  settings: { routes: [] },
  reports: { routes: [] },
};

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
const keys = (items: readonly { key: string }[]) => items.map((item) => item.key);

describe('navigation built per role', () => {
  it('[NAV-03] the sections are users, vendors, engagement, vacancies, candidates, settings and reports (dashboard and change-password are built in)', () => {
    expect([...navigationFor('ADMIN', allSections).sections].sort()).toEqual([
      'candidates',
      'engagement',
      'reports',
      'settings',
      'users',
      'vacancies',
      'vendors',
    ]);
  });

  it('[NAV-12] ADMIN and TAG get Users, Vendors, Vacancies, Candidates, Engagement in that order', () => {
    const staff = ['Users', 'Vendors', 'Vacancies', 'Candidates', 'Engagement'];
    expect(labels(navigationFor('TAG', allSections).navItems)).toEqual(staff);
    expect(labels(navigationFor('ADMIN', allSections).navItems).slice(0, staff.length)).toEqual(staff);
  });

  it('the main navigation ends with Settings and Reports for ADMIN only (they stay in the avatar menu)', () => {
    expect(labels(navigationFor('ADMIN', allSections).navItems).slice(-2)).toEqual(['Settings', 'Reports']);
    for (const role of ['TAG', 'VENDOR'] as const) {
      const labelsOfRole = labels(navigationFor(role, allSections).navItems);
      expect(labelsOfRole).not.toContain('Settings');
      expect(labelsOfRole).not.toContain('Reports');
    }
  });

  it('[NAV-13] VENDOR gets only Vacancies and Candidates', () => {
    expect(labels(navigationFor('VENDOR', allSections).navItems)).toEqual(['Vacancies', 'Candidates']);
  });

  it('[NAV-22] VENDOR gets no users, vendors or engagement section', () => {
    expect([...navigationFor('VENDOR', allSections).sections].sort()).toEqual(['candidates', 'vacancies']);
    expect([...navigationFor('TAG', allSections).sections].sort()).toEqual([
      'candidates',
      'engagement',
      'users',
      'vacancies',
      'vendors',
    ]);
  });

  it('[NAV-17] the avatar menu has Settings and Reports for ADMIN only, Change Password and Sign-in security for all', () => {
    expect(labels(navigationFor('ADMIN', allSections).accountItems)).toEqual([
      'Settings',
      'Reports',
      'Change Password',
      'Sign-in security',
    ]);
    expect(labels(navigationFor('TAG', allSections).accountItems)).toEqual([
      'Change Password',
      'Sign-in security',
    ]);
    expect(labels(navigationFor('VENDOR', allSections).accountItems)).toEqual([
      'Change Password',
      'Sign-in security',
    ]);
  });

  it('[DASH-02] [DASH-03] quick-create offers New Candidate to all, New Vacancy never to VENDOR', () => {
    expect(keys(navigationFor('ADMIN', allSections).quickCreateItems)).toEqual([
      'newCandidate',
      'newVacancy',
    ]);
    expect(keys(navigationFor('TAG', allSections).quickCreateItems)).toEqual(['newCandidate', 'newVacancy']);
    expect(keys(navigationFor('VENDOR', allSections).quickCreateItems)).toEqual(['newCandidate']);
  });

  it('[NAV-23] an item appears only once its section exists (no placeholder pages)', () => {
    const onlyCandidates: SectionRegistry = { candidates: { routes: [] } };
    const admin = navigationFor('ADMIN', onlyCandidates);
    expect(labels(admin.navItems)).toEqual(['Candidates']);
    expect(labels(admin.accountItems)).toEqual(['Change Password', 'Sign-in security']);
    expect(keys(admin.quickCreateItems)).toEqual(['newCandidate']);
  });

  it('the registered sections today give each role exactly what exists and it may open', () => {
    for (const role of ['ADMIN', 'TAG', 'VENDOR'] as const) {
      const navigation = navigationFor(role, SECTIONS);
      for (const key of navigation.sections) expect(SECTIONS[key]).toBeDefined();
      expect(keys(navigation.accountItems)).toContain('changePassword');
    }
  });
});
