import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { DataColumn, DataRow } from '@/components/data-table/data-table-types';
import { DASHBOARD_PAGE_SIZE, DASHBOARD_ROW_HEIGHT, type Paged } from '@talent-desk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';

export type DashboardBlockProps<R extends DataRow> = {
  title: string;
  /** What an empty block says. */
  emptyText: string;
  /** The full list with the same filter in its URL. */
  viewAllTo: string;
  columns: DataColumn<R>[];
  getRowId: (row: R) => string;
  rowLabel: (row: R) => string;
  renderCard: (row: R) => ReactNode;
  data: Paged<R> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * One dashboard block: a heading, a server-paged table of five rows 80 px high (DASH-08, DASH-09;
 * cards on a phone), an empty state and 'View all'. The rows keep the server's order (no sorting here:
 * the full list sorts).
 */
export function DashboardBlock<R extends DataRow>(props: DashboardBlockProps<R>) {
  const { t } = useTranslation();
  const headingId = useId();
  const total = props.data?.totalElements;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {/* The region is named by the title alone; the count beside it changes with the data. */}
          <span id={headingId}>{props.title}</span>
          {total !== undefined ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '1rem' }}>
              {t('dashboard.count', { count: total })}
            </Typography>
          ) : null}
        </Typography>
        <Button
          component={RouterLink}
          to={props.viewAllTo}
          endIcon={<ArrowForwardIcon />}
          aria-label={t('dashboard.viewAllOf', { title: props.title })}
          sx={{ flexShrink: 0 }}
        >
          {t('dashboard.viewAll')}
        </Button>
      </Stack>
      {props.error ? (
        <LoadErrorAlert message={t('dashboard.loadFailed')} onRetry={props.onRetry} />
      ) : (
        <DataTable<R>
          label={props.title}
          columns={props.columns}
          rows={props.data?.content ?? []}
          rowCount={total ?? 0}
          getRowId={props.getRowId}
          rowLabel={props.rowLabel}
          renderCard={props.renderCard}
          loading={props.loading}
          page={props.page}
          pageSize={DASHBOARD_PAGE_SIZE}
          pageSizes={[DASHBOARD_PAGE_SIZE]}
          onPageChange={(page) => props.onPageChange(page)}
          rowHeight={DASHBOARD_ROW_HEIGHT}
          emptyState={<EmptyState title={props.emptyText} headingLevel="h3" />}
        />
      )}
    </Stack>
  );
}
