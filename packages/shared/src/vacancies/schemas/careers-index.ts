import { z } from 'zod';
import {
  pageQuerySchema,
  pagedResponseSchema,
  plainText,
  vacancyTypeSchema,
  type VacancyStatus,
} from '../../core/index.js';

/** The one status a vacancy on the careers site has (the API's queries compare with it). */
export const CAREERS_SITE_STATUS = 'OPEN' satisfies VacancyStatus;

/**
 * The one rule of what the careers site shows: a vacancy that is published AND open. The public pages and
 * their API answer only these; the staff are offered "Copy link" only for these (any other link opens
 * "This vacancy is not open").
 */
export function isOnCareersSite(vacancy: { publishToExternalApp: boolean; status: VacancyStatus }): boolean {
  return vacancy.publishToExternalApp && vacancy.status === CAREERS_SITE_STATUS;
}

export const CAREERS_SEARCH_MAX = 100;

/** GET /api/public/vacancies?page=&size=&search=: the careers index, newest first. */
export const careersIndexQuerySchema = z.object({
  page: pageQuerySchema.shape.page,
  size: pageQuerySchema.shape.size,
  search: plainText().max(CAREERS_SEARCH_MAX).optional(),
});
export type CareersIndexQuery = z.output<typeof careersIndexQuerySchema>;

/** A row of the careers index: what any visitor may read, nothing internal (no status, ids of GLO-R, counts, staff). */
export const careersIndexItemSchema = z.object({
  externalId: z.uuid(),
  title: z.string(),
  workingLocation: z.string().nullable(),
  type: vacancyTypeSchema,
  createdAt: z.string(),
});
export type CareersIndexItem = z.output<typeof careersIndexItemSchema>;

export const careersIndexPageSchema = pagedResponseSchema(careersIndexItemSchema);

/** The 429 of a client that reads the careers index too fast (the Retry-After header has the seconds). */
export function careersIndexBusyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
