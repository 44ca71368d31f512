import { useCallback } from 'react';
import type { Paged, PageQuery } from '@talent-desk/shared';
import { useUrlListState, type ListStateCodec } from './url-state';
import { useShownPage } from './use-shown-page';

/** What a list's query hook answers with (a TanStack Query result of one page). */
export type PagedRowsQuery<Row = unknown> = {
  data?: Paged<Row>;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * A server-paged list whose state lives in the URL (LIST-01..06): the state, its query, the page shown
 * corrected when the server clamps it (LIST-04), and page changes. Lists add their own filters and sort.
 */
export function usePagedList<Q extends PageQuery, Row>(
  codec: ListStateCodec<Q>,
  /** The list's query hook, called with the URL state (not while an invalid query is being dropped). */
  useRows: (query: Q, enabled: boolean) => PagedRowsQuery<Row>,
) {
  const { state, valid, setState } = useUrlListState(codec);
  const rows = useRows(state, valid);
  const correctPage = useCallback(
    (page: number) => setState((previous) => ({ ...previous, page }), { replace: true }),
    [setState],
  );
  useShownPage(state.page, rows.isPlaceholderData ? undefined : rows.data?.pageable.pageNumber, correctPage);
  return {
    state,
    /** False while the page reloads without an invalid query: render nothing (LIST-06). */
    valid,
    setState,
    rows,
    changePage: (page: number, size: number) => setState((previous) => ({ ...previous, page, size })),
  };
}
