/**
 * The password of every demo user, published in the README and printed at start (docs/architecture.md §3a).
 * In production (a PostgreSQL server, NODE_ENV=production) a sign-in with it may only change it.
 */
export const DEMO_PASSWORD = 'Demo-pass-2026!';
