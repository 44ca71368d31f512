import type { DataColumn, DataRow } from '@/components/data-table/data-table-types';

/** The candidate list's columns a dashboard block shows (the same cells as the full list). */
export const DASHBOARD_CANDIDATE_FIELDS = [
  'fullName',
  'country',
  'source',
  'status',
  'backgroundStatus',
  'createdAt',
];
/** The vacancy list's columns a dashboard block shows. */
export const DASHBOARD_VACANCY_FIELDS = [
  'title',
  'gloVacancyId',
  'businessGroupName',
  'candidatesCount',
  'newCandidatesCount',
  'createdAt',
];

/**
 * A full list's columns narrowed to `fields`, in that order, unsortable: a block keeps the server's
 * order (newest first) and its 'View all' list is where sorting happens.
 */
export function pickColumns<R extends DataRow>(
  columns: DataColumn<R>[],
  fields: readonly string[],
): DataColumn<R>[] {
  return fields.flatMap((field) => {
    const column = columns.find((c) => c.field === field);
    return column ? [{ ...column, sortable: false }] : [];
  });
}
