/** The demo users of docs/architecture.md §3a, seeded on the e2e server's fresh database. */
export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO = {
  admin: { email: 'admin@talentdesk.test', role: 'ADMIN' },
  recruiter: { email: 'recruiter@talentdesk.test', role: 'TAG' },
  acme: { email: 'vendor@acme.test', role: 'VENDOR', vendor: 'Acme Staffing' },
  globex: { email: 'vendor@globex.test', role: 'VENDOR', vendor: 'Globex Talent' },
} as const;
export type DemoUser = (typeof DEMO)[keyof typeof DEMO];
