import { useMemo, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { RespondentsSortQuery } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ExportProgressDialog } from '@/components/file-export/export-progress-dialog';
import { useUrlListState } from '@/lib/url-state';
import { useCampaignSurvey } from '../api/get-campaign-survey';
import { useRespondents } from '../api/get-respondents';
import {
  RespondentFilterDialog,
  type RespondentFilterChoice,
} from './filter-dialog/respondent-filter-dialog';
import { RespondentCards } from './respondent-cards';
import { respondentColumns } from './respondent-columns';
import { activeFilterCount, filtersFromTokens } from './respondent-filters';
import { RespondentsEmptyState } from './respondents-empty-state';
import { respondentsEmptyKind } from './respondents-empty-kind';
import { RespondentsGrid } from './respondents-grid';
import { RespondentsToolbar } from './respondents-toolbar';
import { respondentsViewCodec } from './respondents-url-state';
import { useRespondentsDownload } from './use-respondents-download';

/** The attach dialog the page provides (RESP-26..31): the candidate feature's, with its messages. */
export type AttachDialogProps = {
  open: boolean;
  candidateExternalIds: readonly string[];
  onClose: () => void;
  onAttached?: () => void;
};

export type RespondentsViewProps = {
  campaign: { externalId: string; name: string; startTime: string | null };
  AttachDialog: ComponentType<AttachDialogProps>;
};

const DEFAULT_SORT: RespondentsSortQuery = { column: 'candidateName', order: 'asc' };

/**
 * The respondents of a campaign's survey (RESP-02): sort, names and answer filters in the URL, the
 * table of every matching respondent (no paging), selection for 'Attach to vacancy' and the download.
 */
export function RespondentsView({ campaign, AttachDialog }: RespondentsViewProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { state: view, valid, setState } = useUrlListState(respondentsViewCodec);
  const survey = useCampaignSurvey(campaign.externalId);
  const questions = useMemo(() => survey.data?.surveyDto.questions ?? [], [survey.data]);
  const filters = useMemo(() => filtersFromTokens(questions, view.filter), [questions, view.filter]);
  // A link's column that is not a question of this survey sorts by the default instead of failing.
  const sort = useMemo<RespondentsSortQuery>(() => {
    const known = view.column === 'candidateName' || view.column === 'completedAt';
    return known || questions.some((q) => q.externalId === view.column)
      ? { column: view.column, order: view.order }
      : DEFAULT_SORT;
  }, [questions, view.column, view.order]);
  const body = useMemo(
    () => ({ campaignExternalId: campaign.externalId, filters, candidateNames: view.name }),
    [campaign.externalId, filters, view.name],
  );
  const list = useRespondents(body, sort, valid && survey.isSuccess);
  const columns = useMemo(() => respondentColumns(questions, t), [questions, t]);
  const [selection, setSelection] = useState<string[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [attachOpen, setAttachOpen] = useState(false);
  const download = useRespondentsDownload();

  const rows = useMemo(() => list.data?.content ?? [], [list.data]);
  // Only rows on screen count as selected: a filter that hides a row also drops it from the selection.
  const selected = useMemo(() => {
    const shown = new Set(rows.map((row) => row.candidateExternalId));
    return selection.filter((id) => shown.has(id));
  }, [rows, selection]);

  const applyFilters = ({ names, tokens }: RespondentFilterChoice) => {
    setState((previous) => ({ ...previous, name: names, filter: tokens }));
    setFiltersOpen(false);
  };
  const changeSort = (next: RespondentsSortQuery) => setState((previous) => ({ ...previous, ...next }));

  if (survey.isError || list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void (survey.isError ? survey.refetch() : list.refetch())}>
            {t('respondents.retry')}
          </Button>
        }
      >
        {t('respondents.loadFailed')}
      </Alert>
    );
  }
  if (!list.data) {
    return <Skeleton variant="rounded" height={320} aria-busy="true" aria-label={t('respondents.loading')} />;
  }
  const data = list.data;
  const empty = respondentsEmptyKind({
    startTime: campaign.startTime,
    totalRespondents: data.totalRespondents,
    shown: rows.length,
  });
  const tableProps = {
    label: t('respondents.tableLabel'),
    columns,
    rows,
    loading: list.isFetching,
    sort,
    onSortChange: changeSort,
    selection: selected,
    onSelectionChange: setSelection,
  };

  return (
    <Stack spacing={2}>
      <RespondentsToolbar
        total={data.totalElements}
        selectedCount={selected.length}
        activeFilters={activeFilterCount(view.name, filters)}
        filtersOpen={filtersOpen}
        downloading={download.run.phase === 'running'}
        onOpenFilters={() => setFiltersOpen(true)}
        onAttach={() => setAttachOpen(true)}
        onDownload={() => void download.start({ body, sort, campaignName: campaign.name })}
      />
      {data.totalElements > rows.length ? (
        <Alert severity="info">
          {t('respondents.limited', { shown: rows.length, total: data.totalElements })}
        </Alert>
      ) : null}
      {empty ? (
        <RespondentsEmptyState
          kind={empty}
          onClearFilters={() => setState((previous) => ({ ...previous, name: [], filter: [] }))}
        />
      ) : phone ? (
        <RespondentCards {...tableProps} questions={questions} />
      ) : (
        <RespondentsGrid {...tableProps} />
      )}
      <RespondentFilterDialog
        open={filtersOpen}
        campaignExternalId={campaign.externalId}
        questions={questions}
        value={{ names: view.name, tokens: view.filter }}
        onApply={applyFilters}
        onClose={() => setFiltersOpen(false)}
      />
      <AttachDialog
        open={attachOpen}
        candidateExternalIds={selected}
        onClose={() => setAttachOpen(false)}
        onAttached={() => setSelection([])}
      />
      <ExportProgressDialog
        title={t('respondents.download.title')}
        run={download.run}
        onCancel={download.cancel}
      />
    </Stack>
  );
}
