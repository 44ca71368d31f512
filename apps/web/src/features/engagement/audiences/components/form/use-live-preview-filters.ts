import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import {
  hasFieldIssues,
  sameFilterValues,
  type FilterFieldDef,
  type FilterValues,
} from '@/components/filter-panel/filter-field-types';

/** How long the filters must rest before the preview follows them (the lists' search wait, LIST-07). */
export const PREVIEW_DEBOUNCE_MS = 400;

export type LivePreviewFilters = {
  /** The filters the preview shows. */
  filters: FilterValues;
  /** The fields differ from `filters` and the preview will follow once they rest. */
  pending: boolean;
  /** The fields cannot be searched (a field marked in red): the preview keeps the last valid filters. */
  invalid: boolean;
  /** Search and Reset: follow these filters now, without waiting. */
  searchNow: (filters: FilterValues) => void;
};

/**
 * The audience preview follows the filters as they change (AUD-09: a live preview), once they have
 * rested for PREVIEW_DEBOUNCE_MS, so a name typed letter by letter asks once. Filters with an issue are
 * not followed. With `live` off (view mode) the preview keeps the filters it started with.
 */
export function useLivePreviewFilters(
  fields: readonly FilterFieldDef[],
  draft: FilterValues,
  start: FilterValues,
  live: boolean,
): LivePreviewFilters {
  const [filters, setFilters] = useState(start);
  const invalid = live && hasFieldIssues(fields, draft, dayjs().format('YYYY-MM-DD'));
  const pending = live && !invalid && !sameFilterValues(fields, draft, filters);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setFilters(draft), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, draft]);
  return { filters, pending, invalid, searchNow: setFilters };
}
