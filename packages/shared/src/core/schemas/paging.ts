import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.js';

/** A page size from the URL or a query: anything but the allowed sizes falls back to 15 (LIST-01, LIST-03). */
export function normalisePageSize(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

/**
 * The largest page number a query keeps: a higher one (7e14, 1e308) is read as this, so that offsets stay
 * exact integers; the server then clamps any page past the last page to the last page (LIST-04).
 */
export const PAGE_MAX = 1_000_000_000;

/** A 1-based page number; anything that is not a positive integer is page 1 (LIST-02). */
export function normalisePage(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === Number.POSITIVE_INFINITY) return PAGE_MAX;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, PAGE_MAX) : 1;
}

/** LIST-04: the last page of `total` items (1 when there are none), where a page past it is clamped. */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export const sortOrderSchema = z.enum(['asc', 'desc']);

/** `?page=1&size=15&column=name&order=asc`, tolerant of bad page and size values. */
export const pageQuerySchema = z.object({
  page: z.unknown().optional().transform(normalisePage),
  size: z.unknown().optional().transform(normalisePageSize),
  column: z.string().max(64).optional(),
  order: sortOrderSchema.optional().catch(undefined),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The paged response shape of the spec (LIST-05). */
export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    numberOfElements: z.number().int(),
    pageable: z.object({ pageNumber: z.number().int(), offset: z.number().int() }),
  });
}
export type Paged<T> = {
  content: T[];
  totalElements: number;
  /** False when totalElements is a cap, not the count (the candidate list past EXACT_TOTAL_CAP). */
  totalIsExact?: boolean;
  totalPages: number;
  numberOfElements: number;
  pageable: { pageNumber: number; offset: number };
};

export function toPaged<T>(content: T[], totalElements: number, page: number, size: number): Paged<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    numberOfElements: content.length,
    pageable: { pageNumber: page, offset: (page - 1) * size },
  };
}
