import { z } from 'zod';
import { vacancyStatusSchema } from '../enums/vacancy.js';
import { vendorStatusSchema } from '../enums/vendor-status.js';
import { vendorTierSchema } from '../enums/vendor-tier.js';
import { normalisePhone, phoneIssue } from '../phone.js';
import { candidateEmailSchema, countryNameSchema, optionalText } from './candidate-fields.js';
import { keyList, textList } from './filter-values.js';
import type { QueryPairs } from './candidate-list-query.js';
import { pageQuerySchema, sortOrderSchema } from './paging.js';
import { plainText } from './text.js';

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

/** VEND-05: the vendor as its details page shows it. */
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

/** A row of the vendor list: the detail and how many users and shared vacancies it has. */
export const vendorRowSchema = vendorDetailSchema.extend({
  userCount: z.number().int(),
  vacancyCount: z.number().int(),
});
export type VendorRow = z.output<typeof vendorRowSchema>;

/** A user of the vendor, as its #users tab lists them. */
export const vendorUserSchema = z.object({
  externalId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  updatedAt: z.string(),
});
export type VendorUser = z.output<typeof vendorUserSchema>;

/** VEND-05: GET /api/vendors/{id}/detail. */
export const vendorDetailResponseSchema = z.object({
  vendorDetail: vendorDetailSchema,
  users: z.array(vendorUserSchema),
});
export type VendorDetailResponse = z.output<typeof vendorDetailResponseSchema>;

/** VEND-09: a row of the vendor's vacancy list. */
export const vendorVacancyRowSchema = z.object({
  externalId: z.uuid(),
  gloVacancyId: z.string().nullable(),
  title: z.string(),
  status: vacancyStatusSchema,
  businessGroups: z.array(z.string()),
  projectName: z.string().nullable(),
  candidatesCount: z.number().int(),
  newCandidatesCount: z.number().int(),
  createdAt: z.string(),
});
export type VendorVacancyRow = z.output<typeof vendorVacancyRowSchema>;

export const VENDOR_SORT_COLUMNS = ['name', 'tier', 'country', 'status', 'updatedAt'] as const;
export const vendorSortColumnSchema = z.enum(VENDOR_SORT_COLUMNS);
export type VendorSortColumn = z.infer<typeof vendorSortColumnSchema>;
export const VENDOR_DEFAULT_SORT = { column: 'name', order: 'asc' } as const;

export const vendorFiltersShape = {
  tiers: keyList(vendorTierSchema),
  countries: textList(),
  statuses: keyList(vendorStatusSchema),
};
export const VENDOR_FILTER_KEYS = Object.keys(vendorFiltersShape) as (keyof typeof vendorFiltersShape)[];

/** GET /api/vendors?page&size&column&order&search&tiers&countries&statuses. */
export const vendorListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: vendorSortColumnSchema.default(VENDOR_DEFAULT_SORT.column),
  order: sortOrderSchema.default(VENDOR_DEFAULT_SORT.order),
  search: plainText().max(200).optional(),
  ...vendorFiltersShape,
});
export type VendorListQuery = z.output<typeof vendorListQuerySchema>;
export type VendorFilters = Pick<VendorListQuery, (typeof VENDOR_FILTER_KEYS)[number]>;

export function vendorListQueryToQueryPairs(query: VendorListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  for (const key of VENDOR_FILTER_KEYS) for (const value of query[key]) pairs.push([key, value]);
  return pairs;
}

/** VEND-07/08: GET /api/vendors/{id}/vacancies, by title ascending unless asked otherwise. */
export const VENDOR_VACANCY_SORT_COLUMNS = ['title', 'gloVacancyId', 'status', 'createdAt'] as const;
export const vendorVacancyQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: z.enum(VENDOR_VACANCY_SORT_COLUMNS).default('title'),
  order: sortOrderSchema.default('asc'),
});
export type VendorVacancyQuery = z.output<typeof vendorVacancyQuerySchema>;
