import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateListRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import type { FilterValues } from '@/components/filter-panel/filter-field-types';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { formatCount } from '@/lib/format';
import { useAudiencePreview } from '../../api/get-audience-preview';
import { PreviewCard } from './preview-card';
import { previewColumns } from './preview-columns';
import { PREVIEW_PAGE_SIZE, previewQuery } from './preview-query';

export type AudiencePreviewProps = {
  /** The filters to show (AUD-09: the form's, once they rest, or those Search applied). */
  filters: FilterValues;
  /** The form's filters changed and the preview is about to follow them. */
  updating?: boolean;
  /** The form's filters cannot be searched: the list shows the last ones that could. */
  stale?: boolean;
};

const rowId = (row: CandidateListRow) => row.externalId;

/**
 * AUD-09..12: the candidates the filters match and who accept e-mail, 15 a page by default; the header
 * gives the limit and the total. A new search starts again at page 1.
 */
export function AudiencePreview({ filters, updating = false, stale = false }: AudiencePreviewProps) {
  const { t } = useTranslation();
  const [searched, setSearched] = useState(filters);
  const [paging, setPaging] = useState({ page: 1, size: PREVIEW_PAGE_SIZE });
  if (searched !== filters) {
    setSearched(filters);
    setPaging((current) => ({ ...current, page: 1 }));
  }
  const query = previewQuery(filters, paging.page, paging.size);
  const columns = useMemo(() => previewColumns(t), [t]);
  const titleId = useId();

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack spacing={0.5}>
        <Typography id={titleId} variant="h2" component="h2">
          {t('audiences.preview.title')}
        </Typography>
        {query ? <PreviewSummary query={query} updating={updating} /> : null}
      </Stack>
      {stale ? (
        <Alert severity="info" variant="outlined">
          {t('audiences.preview.stale')}
        </Alert>
      ) : null}
      {query ? (
        <PreviewRows
          query={query}
          columns={columns}
          onPageChange={(page, size) => setPaging({ page, size })}
        />
      ) : (
        <Alert severity="warning">{t('audiences.preview.invalid')}</Alert>
      )}
    </Stack>
  );
}

type PreviewQuery = NonNullable<ReturnType<typeof previewQuery>>;

/**
 * AUD-12: 'Limit 15 · 123 candidates in total', announced when a search changes it, over a progress bar
 * while the filters wait to be followed or the candidates load.
 */
function PreviewSummary({ query, updating }: { query: PreviewQuery; updating: boolean }) {
  const { t } = useTranslation();
  const preview = useAudiencePreview(query);
  const total = preview.data?.totalElements;
  // More than EXACT_TOTAL_CAP matches: the cap with a plus ('10,000+ candidates').
  const count =
    total === undefined ? '' : `${formatCount(total)}${preview.data?.totalIsExact === false ? '+' : ''}`;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('audiences.preview.hint')}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }} aria-live="polite" aria-atomic>
        {total === undefined
          ? '\u00a0'
          : t('audiences.preview.summary', { limit: query.size, count: total, formattedCount: count })}
      </Typography>
      {/* The bar's room is kept when idle, so the table does not jump as it comes and goes. */}
      <Box sx={{ height: 4 }}>
        {updating || preview.isFetching ? (
          <LinearProgress aria-label={t('audiences.preview.updating')} />
        ) : null}
      </Box>
    </>
  );
}

type PreviewRowsProps = {
  query: PreviewQuery;
  columns: ReturnType<typeof previewColumns>;
  onPageChange: (page: number, size: number) => void;
};

function PreviewRows({ query, columns, onPageChange }: PreviewRowsProps) {
  const { t } = useTranslation();
  // The same query as the summary's: one request, shared through the cache.
  const preview = useAudiencePreview(query);
  if (preview.isError) {
    return (
      <LoadErrorAlert message={t('audiences.preview.loadFailed')} onRetry={() => void preview.refetch()} />
    );
  }
  return (
    <DataTable<CandidateListRow>
      label={t('audiences.preview.tableLabel')}
      columns={columns}
      rows={preview.data?.content ?? []}
      rowCount={preview.data?.totalElements ?? 0}
      totalIsExact={preview.data?.totalIsExact ?? true}
      getRowId={rowId}
      loading={preview.isFetching}
      page={query.page}
      pageSize={query.size}
      onPageChange={onPageChange}
      rowLabel={(row) => row.fullName}
      renderCard={(row) => <PreviewCard row={row} />}
      emptyState={
        <EmptyState
          headingLevel="h3"
          title={t('audiences.preview.empty')}
          hint={t('audiences.preview.emptyHint')}
        />
      }
    />
  );
}
