/** Where the survey template pages live (STPL-01). */
export const SURVEY_TEMPLATES_PATH = '/internal/engagement/survey-templates';
export const surveyTemplateEditPath = (externalId: string) =>
  `${SURVEY_TEMPLATES_PATH}/${encodeURIComponent(externalId)}/edit`;
