export { seedReferenceData } from './reference/reference-data.js';
export { seedDemoData, isDatabaseEmpty } from './demo/demo-data.js';
export { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-constants.js';
export type { SeedSizes, SeedSummary } from './types.js';
