/**
 * The engagement wing: audiences (saved candidate filters), campaigns and their wizard, sending them
 * (sending, with its workers), the public survey and unsubscribe pages (public-pages), respondents,
 * statistics, and the e-mail and survey templates campaigns use.
 * This file is the wing's only entrance for other wings and the app (docs/architecture.md §6).
 */
export { audiencesRoutes } from './audiences/audiences.routes.js';
export { campaignRecipientsWhere } from './campaigns/campaign-audience.js';
export type { CampaignAudienceColumns } from './campaigns/campaign-audience.js';
export { campaignsRoutes } from './campaigns/campaigns.routes.js';
export { createCampaign } from './campaigns/wizard/campaign-audience-step.service.js';
export { saveContentStep } from './campaigns/wizard/campaign-content-step.service.js';
export { scheduleCampaign } from './campaigns/wizard/campaign-schedule.service.js';
export { emailTemplatesRoutes } from './email-templates/email-templates.routes.js';
export { publicCampaignRoutes } from './public-pages/public-campaign.routes.js';
export { respondentsRoutes } from './respondents/respondents.routes.js';
export { CAMPAIGN_ENGINE_ACTOR } from './sending/engine-actor.js';
export { audienceCandidateIds } from './sending/recipient-list.repo.js';
export { campaignJobs } from './sending/workers/campaign-jobs.js';
export type { CampaignJobsOptions } from './sending/workers/campaign-jobs.js';
export { campaignStatisticsRoutes } from './statistics/campaign-statistics.routes.js';
export { readCampaignStatistics } from './statistics/campaign-statistics.service.js';
export { surveyTemplatesRoutes } from './survey-templates/survey-templates.routes.js';
