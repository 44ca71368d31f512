import { useMemo } from 'react';
import type { CandidateListRow, CandidateSortColumn, Paged } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableSort } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
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

/** The candidate rows in a server-paged table (cards on a phone), with the empty states of the list. */
export function CandidateTable({ size, onOpen, ...props }: CandidateTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => candidateColumns(t), [t]);
  return (
    <ListTable<CandidateListRow>
      {...props}
      label={t('candidateList.tableLabel')}
      columns={columns}
      getRowId={rowId}
      rowLabel={rowLabel}
      renderCard={renderCard}
      pageSize={size}
      onRowOpen={onOpen}
      empty={{
        none: t('candidateList.emptyNone'),
        noneHint: t('candidateList.emptyNoneHint'),
        filtered: t('candidateList.emptyFiltered'),
        filteredHint: t('candidateList.emptyFilteredHint'),
        clearFilters: t('candidateList.clearFilters'),
      }}
    />
  );
}
