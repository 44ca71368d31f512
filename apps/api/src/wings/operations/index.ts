/**
 * The operations wing: what the platform answers about itself (health, readiness and metrics).
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { healthRoutes } from './health/health.routes.js';
export { metricsPlugin, METRICS_PATH } from './metrics/metrics.routes.js';
