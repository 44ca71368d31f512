import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import type { DataColumn } from '@/components/data-table/data-table-types';
import { SETTINGS_USAGE_CAP, type SettingsListKind } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { CellText } from '@/components/data-table/cell-text';
import { formatDate } from '@/lib/format';
import { settingsEditPath, type SettingsRow } from './settings-kinds';

/** '3', or '1000+' when the server stopped counting. */
export function usageText(t: TFunction, usage: number): string {
  if (usage === 0) return t('settingsLists.unused');
  return usage >= SETTINGS_USAGE_CAP ? `${SETTINGS_USAGE_CAP}+` : String(usage);
}

/** A count of one kind of record: '0', '3', or '1000+'. */
export function countText(count: number): string {
  return count >= SETTINGS_USAGE_CAP ? `${SETTINGS_USAGE_CAP}+` : String(count);
}

export type ReferenceColumnsOptions = {
  kind: SettingsListKind;
  onDelete: (row: SettingsRow) => void;
  /** Skills: 'Merge into…' on the row. */
  onMerge?: (row: SettingsRow) => void;
};

/** The columns of a settings list: name (a link to edit), the kind's own fields, usage, actions. */
export function referenceColumns(
  t: TFunction,
  { kind, onDelete, onMerge }: ReferenceColumnsOptions,
): DataColumn<SettingsRow>[] {
  const extra: DataColumn<SettingsRow>[] = [];
  if (kind === 'countries' || kind === 'states') {
    extra.push({
      field: kind === 'countries' ? 'iso2' : 'code',
      headerName: t('settingsLists.fields.code'),
      sortable: false,
      minWidth: 80,
      maxWidth: 110,
      renderCell: ({ row }) => <CellText text={row.iso2 ?? row.code ?? ''} />,
    });
  }
  if (kind === 'cities') {
    extra.push({
      field: 'stateName',
      headerName: t('settingsLists.fields.state'),
      sortable: false,
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <CellText text={row.stateName ?? ''} />,
    });
  }
  if (kind === 'projects') {
    // Which projects came from GLO-R (projects/{gloId}/import) and which were made here.
    extra.push({
      field: 'gloProjectId',
      headerName: t('settingsLists.gloProjectId'),
      sortable: false,
      minWidth: 110,
      maxWidth: 150,
      renderCell: ({ row }) => <CellText text={row.gloProjectId ?? '—'} />,
    });
  }
  if (kind === 'skills') {
    const count = (
      field: 'candidateCount' | 'vacancyCount',
      header: 'candidates' | 'vacancies',
    ): DataColumn<SettingsRow> => ({
      field,
      headerName: t(`settingsLists.fields.${header}`),
      sortable: false,
      minWidth: 110,
      maxWidth: 140,
      renderCell: ({ row }) => <CellText text={countText(row[field] ?? 0)} />,
    });
    extra.push(count('candidateCount', 'candidates'), count('vacancyCount', 'vacancies'));
  }
  if (kind === 'distribution-list') {
    extra.push({
      field: 'description',
      headerName: t('settingsLists.fields.description'),
      sortable: false,
      flex: 2,
      minWidth: 180,
      renderCell: ({ row }) => <CellText text={row.description ?? ''} />,
    });
    extra.push({
      field: 'addressCount',
      headerName: t('settingsLists.fields.addressCount'),
      sortable: false,
      minWidth: 110,
      maxWidth: 140,
      renderCell: ({ row }) => <CellText text={String(row.addressCount ?? 0)} />,
    });
  }
  if (hasUpdatedAt(kind)) {
    extra.push({
      field: 'updatedAt',
      headerName: t('settingsLists.fields.updatedAt'),
      sortable: false,
      minWidth: 120,
      maxWidth: 150,
      renderCell: ({ row }) => <CellText text={row.updatedAt ? formatDate(row.updatedAt) : ''} />,
    });
  }
  return [
    {
      field: 'name',
      headerName: t('settingsLists.fields.name'),
      flex: 1.5,
      minWidth: 180,
      renderCell: ({ row }) => (
        <CellText text={row.name}>
          <Link component={RouterLink} to={settingsEditPath(kind, row.externalId)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
        </CellText>
      ),
    },
    ...extra,
    // Skills show their candidates and vacancies instead of one total; nothing uses a distribution list.
    ...(kind === 'skills' || kind === 'distribution-list' ? [] : [usageColumn(t, kind)]),
    {
      field: 'actions',
      headerName: t('settingsLists.actions'),
      sortable: false,
      minWidth: onMerge ? 150 : 110,
      maxWidth: onMerge ? 160 : 120,
      renderCell: ({ row }) => (
        <RowActions kind={kind} row={row} t={t} onDelete={onDelete} onMerge={onMerge} />
      ),
    },
  ];
}

function usageColumn(t: TFunction, kind: SettingsListKind): DataColumn<SettingsRow> {
  return {
    field: 'usage',
    headerName: t(`settingsLists.usedBy.${kind}`),
    sortable: false,
    minWidth: 120,
    maxWidth: 170,
    renderCell: ({ row }) => <CellText text={usageText(t, row.usage)} />,
  };
}

function hasUpdatedAt(kind: SettingsListKind): boolean {
  return (
    kind === 'working-locations' ||
    kind === 'hiring-managers' ||
    kind === 'projects' ||
    kind === 'distribution-list'
  );
}

type RowActionsProps = {
  kind: SettingsListKind;
  row: SettingsRow;
  t: TFunction;
  onDelete: (row: SettingsRow) => void;
  onMerge?: (row: SettingsRow) => void;
};

/** Edit and Delete of one row (Delete asks first; the server refuses it while the item is in use). */
export function RowActions({ kind, row, t, onDelete, onMerge }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
      <Tooltip title={t('settingsLists.editNamed', { name: row.name })}>
        <IconButton
          component={RouterLink}
          to={settingsEditPath(kind, row.externalId)}
          aria-label={t('settingsLists.editNamed', { name: row.name })}
          size="small"
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onMerge ? (
        <Tooltip title={t('settingsLists.merge.actionNamed', { name: row.name })}>
          <IconButton
            onClick={() => onMerge(row)}
            aria-label={t('settingsLists.merge.actionNamed', { name: row.name })}
            size="small"
          >
            <MergeTypeIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={t('settingsLists.deleteNamed', { name: row.name })}>
        <IconButton
          onClick={() => onDelete(row)}
          aria-label={t('settingsLists.deleteNamed', { name: row.name })}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
