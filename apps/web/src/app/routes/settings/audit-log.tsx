import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  AUDIT_RANGE_MESSAGE,
  auditEventPageStateSchema,
  auditEventQueryToQueryPairs,
  auditRangeIsValid,
  type AuditEvent,
  type AuditEventListQuery,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { useAuditEvents } from '@/features/settings/audit-log/api/get-audit-events';
import { auditColumns } from '@/features/settings/audit-log/components/audit-columns';
import { AuditEventCard } from '@/features/settings/audit-log/components/audit-event-card';
import { AuditEventDrawer } from '@/features/settings/audit-log/components/audit-event-drawer';
import { AuditExportButton } from '@/features/settings/audit-log/components/audit-export-button';
import { AuditFilters, type AuditFilterValues } from '@/features/settings/audit-log/components/audit-filters';
import type { ListStateCodec } from '@/lib/url-state';
import { usePagedList } from '@/lib/use-paged-list';

const codec: ListStateCodec<AuditEventListQuery> = {
  schema: auditEventPageStateSchema,
  toQueryPairs: auditEventQueryToQueryPairs,
};

const rowId = (row: AuditEvent) => String(row.id);

/** A range that ends before it starts is not asked for: the To field says why. */
const useAuditRows = (query: AuditEventListQuery, enabled: boolean) =>
  useAuditEvents(query, enabled && auditRangeIsValid(query));

/** /internal/settings/audit-log (ADMIN): who did what and when, filters in the URL, each change in a drawer. */
export default function AuditLogRoute() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const { state, valid, setState, rows, changePage } = usePagedList(codec, useAuditRows);
  const columns = useMemo(() => auditColumns(t, setOpen), [t]);
  const rangeValid = auditRangeIsValid(state);

  const filters: AuditFilterValues = {
    actor: state.actor,
    action: state.action,
    targetType: state.targetType,
    from: state.from,
    to: state.to,
  };
  const filtered = Object.values(filters).some(Boolean) || Boolean(state.targetId || state.candidate);
  const clear = () => setState({ page: 1, size: state.size });

  if (!valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('auditLog.title')}
        intro={t('auditLog.intro')}
        action={<AuditExportButton query={state} disabled={!rangeValid} />}
      />

      <AuditFilters
        value={filters}
        onChange={(patch) => setState((previous) => ({ ...previous, ...patch, page: 1 }))}
        rangeError={rangeValid ? undefined : AUDIT_RANGE_MESSAGE}
      />

      {rows.isError ? (
        <LoadErrorAlert message={t('auditLog.loadFailed')} onRetry={() => void rows.refetch()} />
      ) : null}

      <DataTable<AuditEvent>
        label={t('auditLog.tableLabel')}
        columns={columns}
        rows={rangeValid ? (rows.data?.content ?? []) : []}
        rowCount={rangeValid ? (rows.data?.totalElements ?? 0) : 0}
        totalIsExact={rows.data?.totalIsExact ?? true}
        getRowId={rowId}
        rowLabel={(row) => t('auditLog.rowLabel', { id: row.id })}
        renderCard={(row) => <AuditEventCard event={row} onOpen={setOpen} />}
        loading={rows.isFetching}
        page={state.page}
        pageSize={state.size}
        onPageChange={changePage}
        onRowOpen={setOpen}
        emptyState={
          filtered ? (
            <EmptyState
              title={t('auditLog.emptyFiltered')}
              hint={t('auditLog.emptyFilteredHint')}
              action={
                <Button variant="outlined" onClick={clear}>
                  {t('auditLog.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('auditLog.empty')} hint={t('auditLog.emptyHint')} />
          )
        }
      />
      <AuditEventDrawer event={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
