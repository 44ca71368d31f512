/**
 * Settings wing: reference lists, distribution lists, option lookups and assessment credits. Imports
 * core and candidates.
 */
export * from './assessment-credits.js';
export * from './distribution-list.js';
export * from './options.js';
export * from './settings-reference.js';
