import { useState, type ReactNode } from 'react';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { VacancyRow } from '@talent-desk/shared';
import { useDashboardVacancies } from '../api/get-dashboard-lists';
import { DashboardBlock } from './dashboard-block';

export type DashboardVacancyBlockProps = {
  title: string;
  emptyText: string;
  viewAllTo: string;
  userExternalId: string;
  columns: DataColumn<VacancyRow>[];
  renderCard: (row: VacancyRow) => ReactNode;
};

const rowId = (row: VacancyRow) => row.externalId;
const rowLabel = (row: VacancyRow) => row.title;

/** The open-vacancies block of the dashboard with its own page (DASH-11). */
export function DashboardVacancyBlock({ userExternalId, ...props }: DashboardVacancyBlockProps) {
  const [page, setPage] = useState(1);
  const query = useDashboardVacancies(page, userExternalId);
  return (
    <DashboardBlock<VacancyRow>
      {...props}
      getRowId={rowId}
      rowLabel={rowLabel}
      data={query.data}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      page={query.data?.pageable.pageNumber ?? page}
      onPageChange={setPage}
    />
  );
}
