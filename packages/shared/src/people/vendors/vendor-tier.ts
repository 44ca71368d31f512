import { z } from 'zod';

/** Vendor tiers are ours (the spec names the field only): the stored value is the label. */
export const VENDOR_TIERS = ['Tier 1', 'Tier 2', 'Tier 3'] as const;
export const vendorTierSchema = z.enum(VENDOR_TIERS);
export type VendorTier = z.infer<typeof vendorTierSchema>;
