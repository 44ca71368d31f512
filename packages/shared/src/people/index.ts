/**
 * People wing: sign-in and sessions, password links, users and vendors. Imports core and candidates.
 */
export * from './auth/auth.js';
export * from './auth/login-rules.js';
export * from './auth/login-throttle.js';
export * from './auth/messages-password-token.js';
export * from './auth/password-link-rules.js';
export * from './auth/password-policy.js';
export * from './auth/password-token.js';
export * from './auth/session-user.js';
export * from './auth/two-factor.js';
export * from './users/messages-users.js';
export * from './users/user-body.js';
export * from './users/user-list-query.js';
export * from './users/user-read.js';
export * from './users/user-status.js';
export * from './vendors/vendor-body.js';
export * from './vendors/vendor-detail.js';
export * from './vendors/vendor-list-query.js';
export * from './vendors/vendor-status.js';
export * from './vendors/vendor-tier.js';
export * from './vendors/vendor-vacancies.js';
