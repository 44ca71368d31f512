import { z } from 'zod';
import { vendorStatusSchema } from './vendor-status.js';
import { vendorTierSchema } from './vendor-tier.js';
import {
  type QueryPairs,
  keyList,
  textList,
  pageQuerySchema,
  sortOrderSchema,
  plainText,
} from '../../core/index.js';
import { vendorDetailSchema } from './vendor-detail.js';

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

/** A row of the vendor list: the detail and how many users and shared vacancies it has. */
export const vendorRowSchema = vendorDetailSchema.extend({
  userCount: z.number().int(),
  vacancyCount: z.number().int(),
});
export type VendorRow = z.output<typeof vendorRowSchema>;

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
