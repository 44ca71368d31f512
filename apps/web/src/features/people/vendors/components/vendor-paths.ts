/** Where the vendor pages live (VEND-01), and the pages they link to. */
export const VENDORS_PATH = '/internal/vendors';
export const vendorPath = (externalId: string) => `${VENDORS_PATH}/${encodeURIComponent(externalId)}`;
export const vendorEditPath = (externalId: string) => `${vendorPath(externalId)}/edit`;
export const vendorNewUserPath = (externalId: string) => `${vendorPath(externalId)}/users/new`;
export const vacancyPath = (externalId: string) => `/internal/vacancies/${encodeURIComponent(externalId)}`;
