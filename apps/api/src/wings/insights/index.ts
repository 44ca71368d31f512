/**
 * The insights wing: the role-dependent dashboard, global search and the reports.
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { dashboardRoutes } from './dashboard/dashboard.routes.js';
export {
  listDashboardCandidates,
  listDashboardVacancies,
  readDashboard,
} from './dashboard/dashboard.service.js';
export { reportsRoutes } from './reports/reports.routes.js';
export { searchRoutes } from './search/search.routes.js';
export { SEARCHES } from './search/search.service.js';
