/**
 * The people wing: sign-in and sessions (auth), users, vendors, and the password links (password-tokens).
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { existingEmails } from './auth/auth.repo.js';
export { authRoutes } from './auth/auth.routes.js';
export { clearSessionCookie, sessionToken } from './auth/session-cookie.js';
export { SESSION_COOKIE, resolveSession, startSession } from './auth/session.service.js';
export { twoFactorRoutes } from './auth/two-factor.routes.js';
export { passwordResetJobs } from './password-tokens/password-reset-jobs.js';
export { sendRequestedReset } from './password-tokens/password-token.service.js';
export { passwordTokensRoutes } from './password-tokens/password-tokens.routes.js';
export { usersRoutes } from './users/users.routes.js';
export { vendorsRoutes } from './vendors/vendors.routes.js';
