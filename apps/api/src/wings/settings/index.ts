/**
 * The settings wing: reference data (countries, places, skills, named lists), the option lists every
 * filter and form reads (lookups), vendors' assessment credits, the audit log and who must use
 * two-factor sign-in (security).
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { assessmentCreditsRoutes } from './assessment-credits/assessment-credits.routes.js';
export { lookupsRoutes } from './lookups/lookups.routes.js';
export { namedListKind } from './reference/named-lists.kind.js';
export { settingsReferenceRoutes } from './reference/reference.routes.js';
export { rememberVacancyNames } from './reference/remember-names.js';
export { auditLogRoutes } from './audit-log/audit-log.routes.js';
export { readSecuritySettings } from './security/security-settings.service.js';
export { securitySettingsRoutes } from './security/security-settings.routes.js';
