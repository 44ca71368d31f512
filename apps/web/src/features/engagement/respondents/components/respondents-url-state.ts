import {
  keyList,
  respondentSortColumnSchema,
  respondentSortOrderSchema,
  textList,
  type QueryPairs,
} from '@talent-desk/shared';
import { z } from 'zod';
import type { ListStateCodec } from '@/lib/url-state';

/** `questionExternalId:value` (respondent-filters.ts). */
const FILTER_TOKEN = /^[0-9a-fA-F-]{36}:[^:]{1,64}$/;

/**
 * What the respondents page keeps in its URL (docs/architecture.md §4): the sort (RESP-03/04), the names and
 * the answer filters. A query that does not parse reloads the page without it (LIST-06).
 */
export const respondentsViewSchema = z.object({
  column: respondentSortColumnSchema.default('candidateName'),
  order: respondentSortOrderSchema,
  name: textList(),
  filter: keyList(z.string().regex(FILTER_TOKEN)),
});
export type RespondentsView = z.output<typeof respondentsViewSchema>;

/** Defaults stay out of the URL. */
export function respondentsViewPairs(view: RespondentsView): QueryPairs {
  const pairs: QueryPairs = [];
  if (view.column !== 'candidateName' || view.order !== 'asc') {
    pairs.push(['column', view.column], ['order', view.order]);
  }
  for (const name of view.name) pairs.push(['name', name]);
  for (const token of view.filter) pairs.push(['filter', token]);
  return pairs;
}

export const respondentsViewCodec: ListStateCodec<RespondentsView> = {
  schema: respondentsViewSchema,
  toQueryPairs: respondentsViewPairs,
};
