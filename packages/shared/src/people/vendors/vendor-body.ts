import { z } from 'zod';
import { vendorTierSchema } from './vendor-tier.js';
import { normalisePhone, phoneIssue, plainText } from '../../core/index.js';
import { candidateEmailSchema, countryNameSchema, optionalText } from '../../candidates/index.js';

export const VENDOR_LIMITS = { nameMin: 2, nameMax: 128, contactMax: 128 } as const;

export const VENDOR_MESSAGES = {
  nameLength: `Name must be ${VENDOR_LIMITS.nameMin} to ${VENDOR_LIMITS.nameMax} characters`,
  nameTaken: 'Vendor name already exists',
  notFound: 'Vendor not found',
  inactive: 'The vendor is inactive',
  edited: 'Vendor saved',
} as const;

/**
 * The vendor form and its API body (POST /api/vendors, PUT /api/vendors/{id}). Tiers are ours; the
 * primary contact's phone follows the candidate phone rules and is stored with a leading + (VEND-37).
 */
export const vendorBodySchema = z
  .strictObject({
    name: plainText()
      .min(VENDOR_LIMITS.nameMin, VENDOR_MESSAGES.nameLength)
      .max(VENDOR_LIMITS.nameMax, VENDOR_MESSAGES.nameLength),
    tier: vendorTierSchema,
    country: countryNameSchema,
    primaryContactName: optionalText(VENDOR_LIMITS.contactMax),
    primaryContactEmail: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        candidateEmailSchema.nullable(),
      )
      .optional()
      .transform((v) => v ?? null),
    primaryContactPhone: plainText()
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((body, ctx) => {
    const issue = body.primaryContactPhone ? phoneIssue(body.primaryContactPhone, body.country) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['primaryContactPhone'], message: issue });
  })
  .transform((body) => ({
    ...body,
    primaryContactPhone: body.primaryContactPhone
      ? normalisePhone(body.primaryContactPhone, body.country)
      : null,
  }));
export type VendorBody = z.output<typeof vendorBodySchema>;
export type VendorBodyInput = z.input<typeof vendorBodySchema>;
