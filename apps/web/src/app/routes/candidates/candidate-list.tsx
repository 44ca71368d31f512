import { useCallback, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  can,
  CANDIDATE_DEFAULT_SORT,
  candidateFiltersSchema,
  candidateListQuerySchema,
  candidateListQueryToQueryPairs,
  candidateSortColumnSchema,
  EMPTY_CANDIDATE_FILTERS,
  pickCandidateFilters,
  type CandidateListQuery,
  type CandidateListRow,
  type ExportFormat,
} from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useNavigate } from 'react-router';
import type { DataTableSort } from '@/components/data-table/data-table';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { ExportProgressDialog } from '@/components/file-export/export-progress-dialog';
import { useFileExport } from '@/components/file-export/use-file-export';
import { ActiveFilterChips } from '@/components/filter-panel/active-filter-chips';
import { candidateFilterFields } from '@/components/candidate-filters/candidate-filter-fields';
import { normaliseCandidateFilterDraft } from '@/components/candidate-filters/candidate-filter-draft';
import { countActiveFilters, type FilterValues } from '@/components/filter-panel/filter-field-types';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { exportCandidates } from '@/features/candidates/api/export-candidates';
import { useCandidates } from '@/features/candidates/api/get-candidates';
import { BackgroundStatusDialog } from '@/features/candidates/components/background-status-dialog';
import {
  bgcUnavailableReason,
  planBgcUpdate,
} from '@/features/candidates/components/background-status-options';
import { AttachVacanciesDialog } from '@/features/candidate-pipeline/components/attach-vacancies-dialog';
import { CandidateBulkToolbar } from '@/features/candidates/components/list/candidate-bulk-toolbar';
import { candidatePath } from '@/features/candidates/components/list/candidate-columns';
import { CandidateTable } from '@/features/candidates/components/list/candidate-table';
import { useUrlListState, type ListStateCodec } from '@/lib/url-state';
import { useShownPage } from '@/lib/use-shown-page';
import { useCurrentUser } from '../../current-user';

const codec: ListStateCodec<CandidateListQuery> = {
  schema: candidateListQuerySchema,
  toQueryPairs: candidateListQueryToQueryPairs,
};
const rowId = (row: CandidateListRow) => row.externalId;
type Dialog = 'filters' | 'attach' | 'background' | null;

/** /internal/candidates: filters, paging and sort in the URL; selection with bulk actions. */
export default function CandidateListRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { state, valid, setState } = useUrlListState(codec);
  const candidates = useCandidates(state, valid);
  const correctPage = useCallback(
    (page: number) => setState((previous) => ({ ...previous, page }), { replace: true }),
    [setState],
  );
  useShownPage(
    state.page,
    candidates.isPlaceholderData ? undefined : candidates.data?.pageable.pageNumber,
    correctPage,
  );
  const rows = useMemo(() => candidates.data?.content ?? [], [candidates.data]);
  const selection = useRowSelection(rows, rowId);
  const [dialog, setDialog] = useState<Dialog>(null);

  const filters = useMemo(() => pickCandidateFilters(state), [state]);
  const fields = useMemo(() => candidateFilterFields(t, { showSources: role !== 'VENDOR' }), [t, role]);
  const activeFilters = countActiveFilters(fields, filters);
  const bgcPlan = useMemo(() => planBgcUpdate(selection.rows), [selection.rows]);

  const onSaved = useCallback(
    (fileName: string) => enqueueSnackbar(t('fileExport.done', { fileName }), { variant: 'success' }),
    [enqueueSnackbar, t],
  );
  const exporter = useFileExport(exportCandidates, { onSaved });

  function applyFilters(values: FilterValues) {
    const parsed = candidateFiltersSchema.safeParse(values);
    if (!parsed.success) return;
    selection.clear();
    setState({ ...state, ...parsed.data, page: 1 });
  }
  function changeSort(sort: DataTableSort | null) {
    const column = candidateSortColumnSchema.safeParse(sort?.column);
    setState({
      ...state,
      column: column.success ? column.data : CANDIDATE_DEFAULT_SORT.column,
      order: sort?.order ?? CANDIDATE_DEFAULT_SORT.order,
      page: 1,
    });
  }
  function exportAs(format: ExportFormat) {
    // The file lists the candidates in the list's order.
    const sort = { column: state.column, order: state.order };
    void exporter.start(
      selection.ids.length > 0
        ? { format, candidateExternalIds: selection.ids, sort }
        : { format, filters, search: state.search, sort },
    );
  }

  if (!valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('candidateList.title')}
        activeFilters={activeFilters}
        filtersOpen={dialog === 'filters'}
        onOpenFilters={() => setDialog('filters')}
        create={
          can(role, 'candidates:write')
            ? { label: t('candidateList.newCandidate'), to: '/internal/candidates/new' }
            : undefined
        }
      />

      <ListSearchField
        label={t('candidateList.search')}
        value={state.search ?? ''}
        onSearch={(search) => {
          selection.clear();
          setState((previous) => ({ ...previous, search: search || undefined, page: 1 }));
        }}
      />
      <ActiveFilterChips fields={fields} value={filters} onChange={applyFilters} />

      <CandidateBulkToolbar
        selectedCount={selection.ids.length}
        totalCount={candidates.data?.totalElements ?? 0}
        onClearSelection={selection.clear}
        onAttach={can(role, 'candidates:write') ? () => setDialog('attach') : undefined}
        onUpdateBackground={can(role, 'candidates:background') ? () => setDialog('background') : undefined}
        backgroundDisabledReason={bgcUnavailableReason(bgcPlan, t('backgroundStatusDialog.noCommonStatus'))}
        onExport={can(role, 'candidates:export') ? exportAs : undefined}
      />

      {candidates.isError ? (
        <LoadErrorAlert message={t('candidateList.loadFailed')} onRetry={() => void candidates.refetch()} />
      ) : null}

      <CandidateTable
        data={candidates.data}
        loading={candidates.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={(page, size) => setState({ ...state, page, size })}
        onSortChange={changeSort}
        selection={selection.ids}
        onSelectionChange={selection.onSelectionChange}
        onOpen={(row) => void navigate(candidatePath(row.externalId))}
        filtered={activeFilters > 0 || Boolean(state.search)}
        onClearFilters={() => {
          selection.clear();
          setState({ ...state, ...EMPTY_CANDIDATE_FILTERS, search: undefined, page: 1 });
        }}
      />

      <FilterPanel
        variant="drawer"
        open={dialog === 'filters'}
        onClose={() => setDialog(null)}
        fields={fields}
        value={filters}
        onApply={applyFilters}
        normalise={normaliseCandidateFilterDraft}
      />
      {/* After a bulk action the selection is cleared: updated rows may have left a filtered list. */}
      <AttachVacanciesDialog
        open={dialog === 'attach'}
        candidateExternalIds={selection.ids}
        onClose={() => setDialog(null)}
        onAttached={selection.clear}
      />
      <BackgroundStatusDialog
        open={dialog === 'background'}
        candidates={bgcPlan.eligible.length > 0 ? selection.rows : []}
        onClose={() => setDialog(null)}
        onUpdated={selection.clear}
      />
      <ExportProgressDialog
        title={t('candidateList.export.title')}
        run={exporter.run}
        onCancel={exporter.cancel}
      />
    </Stack>
  );
}
