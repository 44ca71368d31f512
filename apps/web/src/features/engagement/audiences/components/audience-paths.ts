/** Where the audience pages live (AUD-01). */
export const AUDIENCES_PATH = '/internal/engagement/audiences';
export const NEW_AUDIENCE_PATH = `${AUDIENCES_PATH}/new`;
export const audienceViewPath = (externalId: string) =>
  `${AUDIENCES_PATH}/${encodeURIComponent(externalId)}/view`;
export const audienceEditPath = (externalId: string) =>
  `${AUDIENCES_PATH}/${encodeURIComponent(externalId)}/edit`;
