/** What other wings' tests use of the mail wing's test helpers (docs/architecture.md §6). */
export { FAST_JOBS } from './mail-fixtures.js';
