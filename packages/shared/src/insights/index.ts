/**
 * Insights wing: dashboard, global search and reports. Imports core, candidates, engagement and people.
 */
export * from './dashboard-blocks.js';
export * from './dashboard-filters.js';
export * from './dashboard-kpis.js';
export * from './dashboard-query.js';
export * from './reports.js';
export * from './search.js';
