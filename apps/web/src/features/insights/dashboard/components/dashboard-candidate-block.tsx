import { useState, type ReactNode } from 'react';
import type { DataColumn } from '@/components/data-table/data-table-types';
import type { CandidateListRow, DashboardCandidateBlock as BlockKey } from '@talent-desk/shared';
import { useDashboardCandidates } from '../api/get-dashboard-lists';
import { DashboardBlock } from './dashboard-block';

export type DashboardCandidateBlockProps = {
  block: BlockKey;
  title: string;
  emptyText: string;
  viewAllTo: string;
  userExternalId: string;
  columns: DataColumn<CandidateListRow>[];
  renderCard: (row: CandidateListRow) => ReactNode;
};

const rowId = (row: CandidateListRow) => row.externalId;
const rowLabel = (row: CandidateListRow) => row.fullName;

/** A candidate block of the dashboard with its own page (DASH-10). */
export function DashboardCandidateBlock({ block, userExternalId, ...props }: DashboardCandidateBlockProps) {
  const [page, setPage] = useState(1);
  const query = useDashboardCandidates(block, page, userExternalId);
  return (
    <DashboardBlock<CandidateListRow>
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
