import { ROLE_LABELS } from '@talent-desk/shared';

/** English texts of the signed-in app shell: main navigation, account menu and role names. */
export const enShell = {
  nav: {
    label: 'Main navigation',
    open: 'Open navigation',
    users: 'Users',
    vendors: 'Vendors',
    vacancies: 'Vacancies',
    candidates: 'Candidates',
    engagement: 'Engagement',
    settings: 'Settings',
    reports: 'Reports',
  },
  account: {
    menu: 'Account menu',
    settings: 'Settings',
    reports: 'Reports',
    changePassword: 'Change Password',
    signInSecurity: 'Sign-in security',
    logOut: 'Log Out',
    theme: { label: 'Theme', system: 'System', light: 'Light', dark: 'Dark' },
    vendorUserOf: 'vendor user of {{vendor}}',
  },
  roles: ROLE_LABELS,
} as const;
