export { seedReferenceData } from './reference-data.js';
export { seedDemoData, isDatabaseEmpty } from './demo-data.js';
export { DEMO_PASSWORD, DEMO_USERS } from './demo-constants.js';
export type { SeedSizes, SeedSummary } from './types.js';
