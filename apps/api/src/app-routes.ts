import type { FastifyInstance } from 'fastify';
import type { ProcessRole } from './config/index.js';
import {
  authRoutes,
  vendorsRoutes,
  usersRoutes,
  passwordTokensRoutes,
  twoFactorRoutes,
} from './wings/people/index.js';
import {
  candidatesRoutes,
  candidatePrivacyRoutes,
  publicApplyRoutes,
  careersIndexRoutes,
  careersApplicationsRoutes,
  candidateExportRoutes,
  candidatePipelineRoutes,
  candidateTimelineRoutes,
  notesRoutes,
} from './wings/candidates/index.js';
import {
  vacanciesRoutes,
  vacancyExportRoutes,
  vacancyImportRoutes,
  projectImportRoutes,
  vacancyPipelineRoutes,
  vacancySharingRoutes,
  vacancyOverviewRoutes,
  gloRRoutes,
} from './wings/vacancies/index.js';
import {
  surveyTemplatesRoutes,
  emailTemplatesRoutes,
  audiencesRoutes,
  campaignsRoutes,
  respondentsRoutes,
  campaignStatisticsRoutes,
  publicCampaignRoutes,
} from './wings/engagement/index.js';
import { generalEmailTemplatesRoutes, mailOutboxRoutes } from './wings/mail/index.js';
import {
  assessmentCreditsRoutes,
  auditLogRoutes,
  lookupsRoutes,
  securitySettingsRoutes,
  settingsReferenceRoutes,
} from './wings/settings/index.js';
import { healthRoutes } from './wings/operations/index.js';
import { reportsRoutes, dashboardRoutes, searchRoutes } from './wings/insights/index.js';

/** A wing's routes: a plugin without options. */
type Routes = (app: FastifyInstance) => Promise<void>;

/** What a process answers besides the jobs it runs: the platform's probes (app.ts adds /metrics to every role). */
const PROBE_ROUTES: readonly Routes[] = [healthRoutes];

/** The whole API, in registration order. */
const API_ROUTES: readonly Routes[] = [
  authRoutes,
  twoFactorRoutes,
  candidatesRoutes,
  candidatePrivacyRoutes,
  vacanciesRoutes,
  vacancySharingRoutes,
  vacancyOverviewRoutes,
  dashboardRoutes,
  vacancyPipelineRoutes,
  vacancyExportRoutes,
  vacancyImportRoutes,
  projectImportRoutes,
  vendorsRoutes,
  usersRoutes,
  surveyTemplatesRoutes,
  emailTemplatesRoutes,
  audiencesRoutes,
  campaignsRoutes,
  respondentsRoutes,
  campaignStatisticsRoutes,
  passwordTokensRoutes,
  publicApplyRoutes,
  careersIndexRoutes,
  careersApplicationsRoutes,
  publicCampaignRoutes,
  lookupsRoutes,
  candidatePipelineRoutes,
  candidateTimelineRoutes,
  notesRoutes,
  candidateExportRoutes,
  gloRRoutes,
  mailOutboxRoutes,
  reportsRoutes,
  settingsReferenceRoutes,
  assessmentCreditsRoutes,
  auditLogRoutes,
  securitySettingsRoutes,
  searchRoutes,
  generalEmailTemplatesRoutes,
];

/**
 * The routes of a process of this role (PROCESS_ROLE): a `worker` answers the probes only, so a load
 * balancer pointed at it by mistake gets 404s rather than half an application; `web` and `all` the API.
 */
export function routesFor(role: ProcessRole): readonly Routes[] {
  return role === 'worker' ? PROBE_ROUTES : [...PROBE_ROUTES, ...API_ROUTES];
}

/** Whether a process of this role serves the API documentation and the built web app (never a worker). */
export const servesApi = (role: ProcessRole): boolean => role !== 'worker';
