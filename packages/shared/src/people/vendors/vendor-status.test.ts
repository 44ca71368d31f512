import { describe, expect, it } from 'vitest';
import { vendorStatusSchema, VENDOR_STATUSES } from './vendor-status.js';

describe('vendor status', () => {
  it('[ENUM-19] a vendor is ACTIVE or INACTIVE, nothing else', () => {
    expect(VENDOR_STATUSES).toEqual(['ACTIVE', 'INACTIVE']);
    expect(vendorStatusSchema.safeParse('INACTIVE').success).toBe(true);
    expect(vendorStatusSchema.safeParse('inactive').success).toBe(false);
    expect(vendorStatusSchema.safeParse('SUSPENDED').success).toBe(false);
  });
});
