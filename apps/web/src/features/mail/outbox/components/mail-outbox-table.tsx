import { useMemo } from 'react';
import Button from '@mui/material/Button';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import type { MailOutboxListResponse, MailOutboxRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import { MailOutboxCard } from './mail-outbox-card';
import { mailOutboxColumns } from './mail-outbox-columns';

export type MailOutboxTableProps = {
  data: MailOutboxListResponse | undefined;
  loading: boolean;
  page: number;
  size: number;
  order: 'asc' | 'desc';
  onPageChange: (page: number, size: number) => void;
  onSortChange: (sort: DataTableSort | null) => void;
  onOpen: (row: MailOutboxRow) => void;
  filtered: boolean;
  onClearFilters: () => void;
};

const rowId = (row: MailOutboxRow) => row.externalId;
const rowLabel = (row: MailOutboxRow) => row.subject;
const renderCard = (row: MailOutboxRow) => <MailOutboxCard row={row} />;

/** The outbox in a server-paged DataTable (cards on a phone), with its empty states. */
export function MailOutboxTable({ data, filtered, onClearFilters, ...props }: MailOutboxTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => mailOutboxColumns(t), [t]);
  const emptyState = filtered ? (
    <EmptyState
      title={t('mailOutbox.emptyFiltered')}
      hint={t('mailOutbox.emptyFilteredHint')}
      action={
        <Button variant="outlined" onClick={onClearFilters}>
          {t('mailOutbox.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<OutboxOutlinedIcon />}
      title={t('mailOutbox.empty')}
      hint={t('mailOutbox.emptyHint')}
    />
  );

  return (
    <DataTable<MailOutboxRow>
      label={t('mailOutbox.tableLabel')}
      columns={columns}
      rows={data?.content ?? []}
      rowCount={data?.totalElements ?? 0}
      getRowId={rowId}
      rowLabel={rowLabel}
      renderCard={renderCard}
      loading={props.loading}
      page={props.page}
      pageSize={props.size}
      onPageChange={props.onPageChange}
      sort={{ column: 'createdAt', order: props.order }}
      onSortChange={props.onSortChange}
      onRowOpen={props.onOpen}
      emptyState={emptyState}
    />
  );
}
