/** Where the user pages live (USER-01). */
export const USERS_PATH = '/internal/users';
export const userPath = (externalId: string) => `${USERS_PATH}/${encodeURIComponent(externalId)}`;
export const userEditPath = (externalId: string) => `${userPath(externalId)}/edit`;
