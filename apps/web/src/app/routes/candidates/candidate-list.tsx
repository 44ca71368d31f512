import { useCallback, useMemo, useState } from 'react';
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
import { useNavigate } from 'react-router';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { ExportProgressDialog } from '@/components/file-export/export-progress-dialog';
import { useFileExport } from '@/components/file-export/use-file-export';
import { candidateFilterFields } from '@/components/candidate-filters/candidate-filter-fields';
import { normaliseCandidateFilterDraft } from '@/components/candidate-filters/candidate-filter-draft';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { exportCandidates } from '@/features/candidates/core/api/export-candidates';
import { useCandidates } from '@/features/candidates/core/api/get-candidates';
import { BackgroundStatusDialog } from '@/features/candidates/core/components/background-status-dialog';
import {
  bgcUnavailableReason,
  planBgcUpdate,
} from '@/features/candidates/core/components/background-status-options';
import { AttachVacanciesDialog } from '@/features/candidates/pipeline/components/attach-vacancies-dialog';
import { CandidateBulkToolbar } from '@/features/candidates/core/components/list/candidate-bulk-toolbar';
import { candidatePath } from '@/features/candidates/core/components/list/candidate-columns';
import { CandidateTable } from '@/features/candidates/core/components/list/candidate-table';
import type { ListStateCodec } from '@/lib/url-state';
import { useCurrentUser } from '../../current-user';

const codec: ListStateCodec<CandidateListQuery> = {
  schema: candidateListQuerySchema,
  toQueryPairs: candidateListQueryToQueryPairs,
};
const rowId = (row: CandidateListRow) => row.externalId;
type Dialog = 'attach' | 'background' | null;

/** /internal/candidates: filters, paging and sort in the URL; selection with bulk actions. */
export default function CandidateListRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const fields = useMemo(() => candidateFilterFields(t, { showSources: role !== 'VENDOR' }), [t, role]);
  const list = useListPage(
    {
      codec,
      fields,
      filtersOf: pickCandidateFilters,
      filtersSchema: candidateFiltersSchema,
      emptyFilters: EMPTY_CANDIDATE_FILTERS,
      sortColumn: candidateSortColumnSchema,
      defaultSort: CANDIDATE_DEFAULT_SORT,
      // Rows that no longer match would stay selected out of sight.
      onNarrow: (): void => selection.clear(),
    },
    useCandidates,
  );
  const { state, rows: candidates } = list;
  const rows = useMemo(() => candidates.data?.content ?? [], [candidates.data]);
  const selection = useRowSelection(rows, rowId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const bgcPlan = useMemo(() => planBgcUpdate(selection.rows), [selection.rows]);

  const onSaved = useCallback(
    (fileName: string) => enqueueSnackbar(t('fileExport.done', { fileName }), { variant: 'success' }),
    [enqueueSnackbar, t],
  );
  const exporter = useFileExport(exportCandidates, { onSaved });

  function exportAs(format: ExportFormat) {
    // The file lists the candidates in the list's order.
    const sort = { column: state.column, order: state.order };
    void exporter.start(
      selection.ids.length > 0
        ? { format, candidateExternalIds: selection.ids, sort }
        : { format, filters: pickCandidateFilters(state), search: state.search, sort },
    );
  }

  return (
    <ListPage
      list={list}
      title={t('candidateList.title')}
      create={
        can(role, 'candidates:write')
          ? { label: t('candidateList.newCandidate'), to: '/internal/candidates/new' }
          : undefined
      }
      search={{ label: t('candidateList.search') }}
      normalise={normaliseCandidateFilterDraft}
      toolbar={
        <CandidateBulkToolbar
          selectedCount={selection.ids.length}
          totalCount={candidates.data?.totalElements ?? 0}
          onClearSelection={selection.clear}
          onAttach={can(role, 'candidates:write') ? () => setDialog('attach') : undefined}
          onUpdateBackground={can(role, 'candidates:background') ? () => setDialog('background') : undefined}
          backgroundDisabledReason={bgcUnavailableReason(bgcPlan, t('backgroundStatusDialog.noCommonStatus'))}
          onExport={can(role, 'candidates:export') ? exportAs : undefined}
        />
      }
      loadFailed={t('candidateList.loadFailed')}
    >
      <CandidateTable
        {...list.table}
        selection={selection.ids}
        onSelectionChange={selection.onSelectionChange}
        onOpen={(row) => void navigate(candidatePath(row.externalId))}
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
    </ListPage>
  );
}
