import type { DataColumn } from '@/components/data-table/data-table-types';
import type { CandidateListRow } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { CellText } from '@/components/data-table/cell-text';
import { CandidateStatusChip, statusText } from '@/components/status-chip';
import { CandidateNameLink, ComplianceChip, placeOf, SkillChips, skillsOf } from './candidate-cells';

/** The candidate listing row of the preview (CAND-LIST-04): name, place, compliance, status, skills. */
export function previewColumns(t: TFunction): DataColumn<CandidateListRow>[] {
  const label = (key: 'name' | 'location' | 'compliance' | 'status' | 'skills') =>
    t(`audiences.preview.columns.${key}`);
  return [
    {
      field: 'fullName',
      headerName: label('name'),
      flex: 1.2,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <CellText text={row.fullName}>
          <CandidateNameLink row={row} />
        </CellText>
      ),
    },
    {
      field: 'location',
      headerName: label('location'),
      flex: 1.2,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => <CellText text={placeOf(row)} />,
    },
    {
      field: 'locationCompliance',
      headerName: label('compliance'),
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <ComplianceChip compliance={row.locationCompliance} />,
    },
    {
      field: 'status',
      headerName: label('status'),
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <CellText text={statusText.candidate(t, row.status)}>
          <CandidateStatusChip status={row.status} />
        </CellText>
      ),
    },
    {
      field: 'skills',
      headerName: label('skills'),
      flex: 1.6,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <CellText text={skillsOf(row).join(', ')}>
          <SkillChips skills={skillsOf(row)} max={2} nowrap />
        </CellText>
      ),
    },
  ];
}
