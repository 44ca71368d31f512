/** What tests elsewhere use of the operations wing's test helpers (docs/architecture.md §6). */
export { parseExposition, sampleValue, type Sample } from '../metrics/metrics-text.js';
