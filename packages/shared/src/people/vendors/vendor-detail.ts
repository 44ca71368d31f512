import { z } from 'zod';
import { userStatusSchema } from '../users/user-status.js';
import { vendorStatusSchema } from './vendor-status.js';
import { userAccessStateSchema } from '../users/user-read.js';

/**
 * VEND-05: the vendor as its details page shows it. Also the answer of GET/POST/PUT /api/vendors/{id}
 * and of PUT /api/vendors/{id}/activate|deactivate.
 */
export const vendorDetailSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  tier: z.string().nullable(),
  country: z.string().nullable(),
  status: vendorStatusSchema,
  updatedAt: z.string(),
  primaryContactName: z.string().nullable(),
  primaryContactEmail: z.string().nullable(),
  primaryContactPhone: z.string().nullable(),
});
export type VendorDetail = z.output<typeof vendorDetailSchema>;

/** A user of the vendor, as its #users tab lists them. */
export const vendorUserSchema = z.object({
  externalId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  status: userStatusSchema,
  access: userAccessStateSchema,
  updatedAt: z.string(),
});
export type VendorUser = z.output<typeof vendorUserSchema>;

/** VEND-05: GET /api/vendors/{id}/detail. */
export const vendorDetailResponseSchema = z.object({
  vendorDetail: vendorDetailSchema,
  users: z.array(vendorUserSchema),
});
export type VendorDetailResponse = z.output<typeof vendorDetailResponseSchema>;
