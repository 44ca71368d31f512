/**
 * Vacancies wing: vacancy bodies, list, sharing, export, import, overview, pipeline and the public
 * vacancy. Imports core, candidates and people.
 */
export * from './schemas/careers-index.js';
export * from './schemas/project-import.js';
export * from './schemas/public-vacancy.js';
export * from './schemas/vacancy-export.js';
export * from './schemas/vacancy-import.js';
export * from './schemas/vacancy-list-query.js';
export * from './schemas/vacancy-overview.js';
export * from './schemas/vacancy-pipeline.js';
export * from './schemas/vacancy-sharing.js';
export * from './schemas/vacancy.js';
