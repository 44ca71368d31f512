import type { Role } from '@talent-desk/shared';

export { DEMO_PASSWORD } from '../../lib/published-password.js';

/** The four documented demo logins (docs/architecture.md §3a, printed at start and listed in the README). */
export const DEMO_USERS: readonly { email: string; role: Role; vendorName: string | null }[] = [
  { email: 'admin@talentdesk.test', role: 'ADMIN', vendorName: null },
  { email: 'recruiter@talentdesk.test', role: 'TAG', vendorName: null },
  { email: 'vendor@acme.test', role: 'VENDOR', vendorName: 'Acme Staffing' },
  { email: 'vendor@globex.test', role: 'VENDOR', vendorName: 'Globex Talent' },
];

/** Fixed faker seed: the same sizes give the same data on every machine (dates aside, see demoAnchor). */
export const DEMO_FAKER_SEED = 20_260_115;
/** created_at values spread over the months before the anchor day... */
export const DEMO_HISTORY_DAYS = 120;
/** ...most of them in its last six weeks, so the demo looks busy on the day it is loaded. */
export const DEMO_RECENT_DAYS = 42;
export const DEMO_RECENT_SHARE = 0.7;

const DAY_MS = 86_400_000;

/**
 * The demo's "today": midnight UTC of the day it is loaded. Every demo date is relative to it, so a
 * demo loaded on any day has its activity in the weeks before that day; on one day it is the same.
 */
export function demoAnchor(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** Internal staff (ADMIN, TAG) share this e-mail domain. */
export const STAFF_EMAIL_DOMAIN = 'talentdesk.test';
