import { useMemo } from 'react';
import type { VacancyRow, VacancySortColumn } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { listEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable, type ListTableOf } from '@/components/data-table/list-table';
import { VacancyCard } from './vacancy-card';
import { vacancyColumns } from './vacancy-columns';

export type VacancyTableProps = ListTableOf<VacancyRow, VacancySortColumn> & {
  showVendors: boolean;
};

const rowId = (row: VacancyRow) => row.externalId;
const rowLabel = (row: VacancyRow) => row.title;
const renderCard = (row: VacancyRow) => <VacancyCard row={row} />;

/** The vacancy rows in a server-paged table (cards on a phone), with the list's empty states. */
export function VacancyTable({ showVendors, ...props }: VacancyTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => vacancyColumns(t, { showVendors }), [t, showVendors]);
  return (
    <ListTable<VacancyRow>
      {...props}
      label={t('vacancies.tableLabel')}
      columns={columns}
      getRowId={rowId}
      rowLabel={rowLabel}
      renderCard={renderCard}
      empty={listEmptyTexts(t, 'vacancies')}
    />
  );
}
