/**
 * Engagement wing: audiences, campaigns, e-mail and survey templates, public surveys, respondents and
 * statistics. Imports core, candidates and settings.
 */
export * from './enums/campaign-status.js';
export * from './enums/survey-question-type.js';
export * from './schemas/audience.js';
export * from './schemas/campaign-from.js';
export * from './schemas/campaign-preview.js';
export * from './schemas/campaign-statistics.js';
export * from './schemas/campaign.js';
export * from './schemas/email-template-variables.js';
export * from './schemas/email-template.js';
export * from './surveys/campaign-survey.js';
export * from './surveys/public-survey.js';
export * from './surveys/respondent-read.js';
export * from './surveys/respondents.js';
export * from './surveys/survey-answers.js';
export * from './surveys/survey-template.js';
export * from './workflows/campaign-actions.js';
