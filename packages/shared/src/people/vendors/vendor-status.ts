import { z } from 'zod';

export const VENDOR_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const vendorStatusSchema = z.enum(VENDOR_STATUSES);
export type VendorStatus = z.infer<typeof vendorStatusSchema>;
