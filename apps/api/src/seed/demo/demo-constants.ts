import type { Role } from '@talent-desk/shared';

export { DEMO_PASSWORD } from '../../lib/published-password.js';

/** The four documented demo logins (docs/architecture.md §3a, printed at start and listed in the README). */
export const DEMO_USERS: readonly { email: string; role: Role; vendorName: string | null }[] = [
  { email: 'admin@talentdesk.test', role: 'ADMIN', vendorName: null },
  { email: 'recruiter@talentdesk.test', role: 'TAG', vendorName: null },
  { email: 'vendor@acme.test', role: 'VENDOR', vendorName: 'Acme Staffing' },
  { email: 'vendor@globex.test', role: 'VENDOR', vendorName: 'Globex Talent' },
];

/** Fixed faker seed and reference date: the same sizes give the same data on every machine and day. */
export const DEMO_FAKER_SEED = 20_260_115;
export const DEMO_REFERENCE_DATE = new Date('2026-01-15T09:00:00.000Z');
/** created_at values spread over the year before the reference date. */
export const DEMO_HISTORY_DAYS = 365;

/** Internal staff (ADMIN, TAG) share this e-mail domain. */
export const STAFF_EMAIL_DOMAIN = 'talentdesk.test';
