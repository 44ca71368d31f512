export * from './reference.js';
export * from './vendors.js';
export * from './users.js';
export * from './vacancies.js';
export * from './candidates.js';
export * from './mail.js';
export * from './engagement.js';
export * from './campaigns.js';
