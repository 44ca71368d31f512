/**
 * Candidates wing: the candidate's enums, form and API schemas, list filters, applications from the
 * careers site, and the status workflows. Imports only core.
 */
export * from './applications/careers-application.js';
export * from './applications/public-application.js';
export * from './candidate-permissions.js';
export * from './enums/assessment-status.js';
export * from './enums/background-status.js';
export * from './enums/candidate-source.js';
export * from './enums/candidate-status.js';
export * from './enums/export-format.js';
export * from './enums/notice-period.js';
export * from './enums/qualification.js';
export * from './enums/resume-file.js';
export * from './enums/screening.js';
export * from './enums/years-of-experience.js';
export * from './filters/application-filters.js';
export * from './filters/candidate-filters.js';
export * from './filters/candidate-list-query.js';
export * from './filters/listed-statuses.js';
export * from './filters/score-range.js';
export * from './messages-candidates.js';
export * from './schemas/candidate-bodies.js';
export * from './schemas/candidate-fields.js';
export * from './schemas/candidate-form-state.js';
export * from './schemas/candidate-history.js';
export * from './schemas/candidate-read.js';
export * from './schemas/candidate-privacy.js';
export * from './schemas/candidate-timeline.js';
export * from './schemas/candidate-vacancy-ids.js';
export * from './schemas/candidate.js';
export * from './schemas/glo-export-response.js';
export * from './schemas/resume.js';
export * from './workflows/background-check.js';
export * from './workflows/candidate-gates.js';
export * from './workflows/candidate-row-actions.js';
export * from './workflows/candidate-status-maps.js';
