export * from './reference.js';
export * from './vendors.js';
export * from './users.js';
