import { useMemo } from 'react';
import Button from '@mui/material/Button';
import type { CandidateListRow, CandidateSortColumn, Paged } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableSort } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/empty-state';
import { CandidateCard } from './candidate-card';
import { candidateColumns } from './candidate-columns';

export type CandidateTableProps = {
  data: Paged<CandidateListRow> | undefined;
  loading: boolean;
  page: number;
  size: number;
  sort: { column: CandidateSortColumn; order: 'asc' | 'desc' };
  onPageChange: (page: number, size: number) => void;
  onSortChange: (sort: DataTableSort | null) => void;
  selection?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  onOpen: (row: CandidateListRow) => void;
  filtered: boolean;
  onClearFilters: () => void;
};

const rowId = (row: CandidateListRow) => row.externalId;
const rowLabel = (row: CandidateListRow) => row.fullName;
const renderCard = (row: CandidateListRow) => <CandidateCard row={row} />;

/** The candidate rows in a server-paged DataTable (cards on a phone), with the empty states of the list. */
export function CandidateTable({ data, filtered, onClearFilters, ...props }: CandidateTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => candidateColumns(t), [t]);
  const emptyState = filtered ? (
    <EmptyState
      title={t('candidateList.emptyFiltered')}
      hint={t('candidateList.emptyFilteredHint')}
      action={
        <Button variant="outlined" onClick={onClearFilters}>
          {t('candidateList.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={t('candidateList.emptyNone')} hint={t('candidateList.emptyNoneHint')} />
  );

  return (
    <DataTable<CandidateListRow>
      label={t('candidateList.tableLabel')}
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
      sort={props.sort}
      onSortChange={props.onSortChange}
      selection={props.selection}
      onSelectionChange={props.onSelectionChange}
      onRowOpen={props.onOpen}
      emptyState={emptyState}
    />
  );
}
