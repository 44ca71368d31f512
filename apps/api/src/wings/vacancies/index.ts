/**
 * The vacancies wing: vacancy records (core), their candidates per status (pipeline), sharing with vendors
 * (sharing), the overview, xlsx export, import from GLO-R (import, glo-r) and GLO-R projects (projects).
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { vacanciesRoutes } from './core/vacancies.routes.js';
export { listVacancies } from './core/vacancy-read.service.js';
export { vacancyExportRoutes } from './export/vacancy-export.routes.js';
export { gloRRoutes } from './glo-r/glo-r.routes.js';
export { vacancyImportRoutes } from './import/vacancy-import.routes.js';
export { vacancyOverviewRoutes } from './overview/vacancy-overview.routes.js';
export { vacancyPipelineRoutes } from './pipeline/vacancy-pipeline.routes.js';
export { projectImportRoutes } from './projects/project-import.routes.js';
export { vacancySharingRoutes } from './sharing/vacancy-sharing.routes.js';
