/** Where the vacancy pages live (VAC-01). */
export const VACANCIES_PATH = '/internal/vacancies';
export const vacancyPath = (externalId: string) => `${VACANCIES_PATH}/${encodeURIComponent(externalId)}`;
export const vacancyEditPath = (externalId: string) => `${vacancyPath(externalId)}/edit`;
export const vacancyImportPath = (gloId: string) => `${VACANCIES_PATH}/${encodeURIComponent(gloId)}/import`;
