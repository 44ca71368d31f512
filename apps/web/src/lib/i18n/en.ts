import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLE_LABELS } from '@talent-desk/shared';

/** English texts. The spec's exact wording lives here; every screen text goes through t(). */
export const en = {
  app: {
    name: 'Talent Desk',
    home: 'Talent Desk home',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main navigation',
    open: 'Open navigation',
    users: 'Users',
    vendors: 'Vendors',
    vacancies: 'Vacancies',
    candidates: 'Candidates',
    engagement: 'Engagement',
  },
  account: {
    menu: 'Account menu',
    settings: 'Settings',
    reports: 'Reports',
    changePassword: 'Change Password',
    logOut: 'Log Out',
    vendorUserOf: 'vendor user of {{vendor}}',
  },
  roles: ROLE_LABELS,
  search: {
    label: 'Search',
  },
  auth: {
    login: {
      title: 'Sign in',
      subtitle: 'Sign in to your recruiting workspace',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
    },
    changePassword: {
      title: 'Change Password',
      intro: 'Choose a new password. After the change you will be signed out everywhere.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      showCurrentPassword: 'Show current password',
      hideCurrentPassword: 'Hide current password',
      showNewPassword: 'Show new password',
      hideNewPassword: 'Hide new password',
      showConfirmPassword: 'Show confirm password',
      hideConfirmPassword: 'Hide confirm password',
      rule: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a commonly used password`,
      submit: 'Change password',
      submitting: 'Changing…',
    },
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}.',
    quickCreate: 'Create new',
    newCandidate: 'New Candidate',
    newVacancy: 'New Vacancy',
  },
  errors: {
    title: 'Something went wrong',
    pageFailed: 'This page could not be shown. Try again, or go back to the dashboard.',
    notFound: 'This page does not exist.',
    retry: 'Try again',
    backToDashboard: 'Back to dashboard',
  },
  /** Texts the server and the shared schemas produce (DECISIONS.md ERR-02, AUTH-08). */
  messages: MESSAGES,
} as const;
