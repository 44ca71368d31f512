import { useMemo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { DataColumn } from '@/components/data-table/data-table-types';
import {
  SETTINGS_DEFAULT_SORT,
  SETTINGS_LIMITS,
  settingsListQuerySchema,
  settingsListQueryToQueryPairs,
  settingsSortColumnSchema,
  type TestCreditsBody,
  type TestCreditsRow,
} from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { CellText } from '@/components/data-table/cell-text';
import { searchEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable } from '@/components/data-table/list-table';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { StatusChip } from '@/components/status-chip';
import { useSaveTestCredits, useTestCredits } from '../api/test-credits';
import { TestCreditsDialog } from './test-credits-dialog';

const codec = { schema: settingsListQuerySchema, toQueryPairs: settingsListQueryToQueryPairs };
const rowId = (row: TestCreditsRow) => row.vendorExternalId;
const rowLabel = (row: TestCreditsRow) => row.vendorName;

/** '7', or a red 'No credits left' / 'Over by 2' when the vendor is at or over its grant. */
function Remaining({ row, t }: { row: TestCreditsRow; t: TFunction }) {
  if (!row.exhausted) return <CellText text={String(row.remaining)} />;
  const label =
    row.remaining < 0 ? t('testCredits.overBy', { count: -row.remaining }) : t('testCredits.exhausted');
  return <StatusChip label={label} colour="red" />;
}

function EditButton({
  row,
  t,
  onEdit,
}: {
  row: TestCreditsRow;
  t: TFunction;
  onEdit: (row: TestCreditsRow) => void;
}) {
  const label = t('testCredits.editNamed', { name: row.vendorName });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onClick={() => onEdit(row)}>
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function columns(t: TFunction, onEdit: (row: TestCreditsRow) => void): DataColumn<TestCreditsRow>[] {
  const number = (field: 'granted' | 'used'): DataColumn<TestCreditsRow> => ({
    field,
    headerName: t(`testCredits.columns.${field}`),
    sortable: false,
    minWidth: 100,
    maxWidth: 130,
    renderCell: ({ row }) => <CellText text={String(row[field])} />,
  });
  return [
    {
      field: 'name',
      headerName: t('testCredits.columns.vendor'),
      flex: 1.5,
      minWidth: 200,
      renderCell: ({ row }) => <CellText text={row.vendorName} />,
    },
    number('granted'),
    number('used'),
    {
      field: 'remaining',
      headerName: t('testCredits.columns.remaining'),
      sortable: false,
      minWidth: 140,
      maxWidth: 170,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          <Remaining row={row} t={t} />
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: t('testCredits.columns.actions'),
      sortable: false,
      minWidth: 90,
      maxWidth: 100,
      renderCell: ({ row }) => <EditButton row={row} t={t} onEdit={onEdit} />,
    },
  ];
}

/**
 * Settings > Test credits (SET-03: test-credits): every vendor with its granted, used and remaining
 * assessment credits, by vendor name (search, sort, paging in the URL). Edit opens the grant dialog.
 */
export function TestCreditsList() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<TestCreditsRow | null>(null);
  const save = useSaveTestCredits();
  const cols = useMemo(() => columns(t, setEditing), [t]);
  const list = useListPage(
    { codec, sortColumn: settingsSortColumnSchema, defaultSort: SETTINGS_DEFAULT_SORT },
    useTestCredits,
  );

  async function onSave(vendorExternalId: string, body: TestCreditsBody) {
    const saved = await save.mutateAsync({ vendorExternalId, body });
    enqueueSnackbar(`${t('testCredits.saved')}: ${saved.vendorName}`, { variant: 'success' });
    setEditing(null);
  }

  const title = t('testCredits.title');
  return (
    <ListPage
      list={list}
      title={title}
      intro={t('testCredits.intro')}
      search={{ label: t('testCredits.search'), maxLength: SETTINGS_LIMITS.searchMax }}
      loadFailed={t('testCredits.loadFailed')}
    >
      <ListTable<TestCreditsRow>
        {...list.table}
        label={title}
        columns={cols}
        getRowId={rowId}
        rowLabel={rowLabel}
        renderCard={(row) => <TestCreditsCard row={row} t={t} onEdit={setEditing} />}
        empty={searchEmptyTexts(t, 'testCredits')}
      />
      <TestCreditsDialog row={editing} onSave={onSave} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

/** One vendor on a phone: its name, the three numbers, the flag and Edit. */
function TestCreditsCard({
  row,
  t,
  onEdit,
}: {
  row: TestCreditsRow;
  t: TFunction;
  onEdit: (row: TestCreditsRow) => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ minWidth: 0, justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.vendorName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('testCredits.columns.granted')} {row.granted} · {t('testCredits.columns.used')} {row.used}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">
            {t('testCredits.columns.remaining')}:{row.exhausted ? '' : ` ${row.remaining}`}
          </Typography>
          {row.exhausted ? <Remaining row={row} t={t} /> : null}
        </Stack>
      </Stack>
      <EditButton row={row} t={t} onEdit={onEdit} />
    </Stack>
  );
}
