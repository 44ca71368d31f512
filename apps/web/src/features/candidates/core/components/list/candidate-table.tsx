import { useMemo } from 'react';
import type { CandidateListRow, CandidateSortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { listEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { CandidateCard } from './candidate-card';
import { candidateColumns } from './candidate-columns';

export type CandidateTableProps = ListTableOf<CandidateListRow, CandidateSortColumn> & {
  selection?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
};

const rowId = (row: CandidateListRow) => row.externalId;
const rowLabel = (row: CandidateListRow) => row.fullName;
const renderCard = (row: CandidateListRow) => <CandidateCard row={row} />;

/** The candidate rows in a server-paged table (cards on a phone), with the empty states of the list. */
export function CandidateTable(props: CandidateTableProps) {
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
      empty={listEmptyTexts(t, 'candidateList')}
    />
  );
}
