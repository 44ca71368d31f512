/**
 * The candidates wing: candidate records and resumes (core), the filtered list (list), each candidate's
 * status per vacancy and background checks (pipeline), exports (export), the careers site's vacancy page
 * and application form (public-apply) and the applications staff review (careers-applications).
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { compareFields } from './careers-applications/careers-application-fields.js';
export { careersApplicationsRoutes } from './careers-applications/careers-applications.routes.js';
export { loadLanguages, loadSkills } from './core/candidate-relations.repo.js';
export { contentDisposition } from './core/candidate-resume.service.js';
export { candidatesRoutes } from './core/candidates.routes.js';
export { candidatePrivacyRoutes } from './privacy/privacy.routes.js';
export { candidateExportRoutes } from './export/candidate-export.routes.js';
export { formatExportDate } from './export/export-columns.js';
export { candidateListWhere } from './list/candidate-filter-sql.js';
export {
  DEEP_OFFSET,
  candidateOrderBy,
  cappedCountQuery,
  countCandidates,
} from './list/candidate-list.repo.js';
export { listCandidates } from './list/candidate-list.service.js';
export { notesRoutes } from './notes/notes.routes.js';
export { candidatePipelineRoutes } from './pipeline/candidate-pipeline.routes.js';
export { inIndiaGroupSql } from './pipeline/status-change.repo.js';
export { careersIndexRoutes } from './public-apply/careers-index.routes.js';
export { publicApplyRoutes } from './public-apply/public-apply.routes.js';
export { candidateTimelineRoutes } from './timeline/timeline.routes.js';
