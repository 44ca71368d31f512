import { z } from 'zod';
import { vendorStatusSchema } from '../../people/index.js';
import { VACANCY_MESSAGES } from './vacancy.js';

/** At most this many vacancies or vendors in one share request. */
export const SHARE_MAX = 100;

/** VAC-19..21: POST /api/vacancies/share. Sharing a pair again changes nothing. */
export const shareVacanciesBodySchema = z.strictObject({
  vacancyExternalIds: z
    .array(z.uuid())
    .min(1, VACANCY_MESSAGES.vacancyRequired)
    .max(SHARE_MAX, `At most ${SHARE_MAX} vacancies`),
  vendorExternalIds: z
    .array(z.uuid())
    .min(1, VACANCY_MESSAGES.vendorRequired)
    .max(SHARE_MAX, `At most ${SHARE_MAX} vendors`),
});
export type ShareVacanciesBody = z.output<typeof shareVacanciesBodySchema>;
export const shareVacanciesResponseSchema = z.object({
  /** Pairs newly shared by this request (pairs already shared are not counted). */
  sharedCount: z.number().int(),
});

/** VAC-08: GET /api/vacancies/{id}/vendors, the vendors a vacancy is shared with. */
export const vacancyVendorSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  tier: z.string().nullable(),
  country: z.string().nullable(),
  status: vendorStatusSchema,
  sharedAt: z.string(),
});
export type VacancyVendor = z.output<typeof vacancyVendorSchema>;
export const vacancyVendorsResponseSchema = z.array(vacancyVendorSchema);
