/**
 * The whole shared package: the ground floor (core) and every wing. Each is also its own subpath export
 * (`@talent-desk/shared/<wing>`); inside this package a wing imports another only through its index.
 */
export * from './core/index.js';
export * from './candidates/index.js';
export * from './vacancies/index.js';
export * from './engagement/index.js';
export * from './people/index.js';
export * from './mail/index.js';
export * from './settings/index.js';
export * from './insights/index.js';
