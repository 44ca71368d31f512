/**
 * The ground floor: constants, messages, roles and permissions, navigation, paging, text, error and
 * list-query building blocks, phone and countries. Every wing may import this index; it imports no wing.
 */
export * from './api-error-body.js';
export * from './constants.js';
export * from './enums/countries.js';
export * from './enums/roles.js';
export * from './enums/status-colour.js';
export * from './enums/vacancy.js';
export * from './error-codes.js';
export * from './messages-phone.js';
export * from './messages.js';
export * from './navigation.js';
export * from './notes.js';
export * from './permissions.js';
export * from './phone.js';
export * from './query-pairs.js';
export * from './schemas/errors.js';
export * from './schemas/filter-values.js';
export * from './schemas/paging.js';
export * from './schemas/role.js';
export * from './schemas/staff-only.js';
export * from './schemas/text.js';
export * from './audit.js';
