/**
 * The operations wing: what the platform answers about itself (health and readiness).
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { healthRoutes } from './health/health.routes.js';
