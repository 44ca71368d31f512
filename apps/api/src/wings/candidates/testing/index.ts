/** What other wings' tests use of the candidates wing's test helpers (docs/architecture.md §6). */
export { openCandidateTestApp } from './candidate-harness.js';
