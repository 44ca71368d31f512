/** What other wings' tests use of the vacancies wing's test helpers (docs/architecture.md §6). */
export { useVacancyHarness } from './vacancy-harness.js';
export type { Who } from './vacancy-harness.js';
