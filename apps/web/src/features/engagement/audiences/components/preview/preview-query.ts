import { candidateListQuerySchema, DEFAULT_PAGE_SIZE, type CandidateListQuery } from '@talent-desk/shared';
import type { FilterValues } from '@/components/filter-panel/filter-field-types';

/** AUD-10: 15 rows a page by default, the usual sizes to choose from. */
export const PREVIEW_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The candidate list query of the preview: the applied filters, only candidates who accept e-mail
 * (AUD-11), by name. Null when the filters cannot be read (the panel refuses those before a search).
 */
export function previewQuery(filters: FilterValues, page: number, size: number): CandidateListQuery | null {
  const parsed = candidateListQuerySchema.safeParse({
    ...filters,
    page,
    size,
    column: 'fullName',
    order: 'asc',
    enableEmailNotification: 'true',
  });
  return parsed.success ? parsed.data : null;
}
