import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import Typography from '@mui/material/Typography';
import {
  SETTINGS_DEFAULT_SORT,
  SETTINGS_LIMITS,
  settingsListQuerySchema,
  settingsListQueryToQueryPairs,
  settingsSortColumnSchema,
  type SettingsListKind,
  type SettingsListQuery,
} from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable } from '@/components/data-table/list-table';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { isApiError } from '@/lib/http';
import { useListPage } from '@/lib/use-list-page';
import { useDeleteSettingsItem } from '../api/delete-settings-item';
import { useSettingsList } from '../api/get-settings-list';
import { ImportProjectDialog } from './import-project-dialog';
import { ReferenceCard } from './reference-card';
import { referenceColumns } from './reference-columns';
import { SkillMergeDialog, type MergeSource } from './skill-merge-dialog';
import { projectImportPath, settingsEditPath, settingsNewPath, type SettingsRow } from './settings-kinds';

/** A skill row as the merge dialog needs it. */
export const mergeSourceOf = (row: SettingsRow): MergeSource => ({
  externalId: row.externalId,
  name: row.name,
  candidateCount: row.candidateCount ?? 0,
  vacancyCount: row.vacancyCount ?? 0,
});

const codec = { schema: settingsListQuerySchema, toQueryPairs: settingsListQueryToQueryPairs };
const rowId = (row: SettingsRow) => row.externalId;
const rowLabel = (row: SettingsRow) => row.name;

export type ReferenceListProps = {
  kind: SettingsListKind;
  /** The page's heading level: h1 on its own page, h2 inside the locations tabs. */
  headingLevel?: 'h1' | 'h2';
};

/**
 * One settings reference list (SET-03, SET-04): search and paging in the URL, a link to create, each
 * row to edit, and Delete after a confirmation (the server refuses it, with its reason, while in use).
 */
export function ReferenceList({ kind, headingLevel = 'h1' }: ReferenceListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // The list's query hook, bound to this kind (useListPage calls it with the URL state).
  const useKindRows = (query: SettingsListQuery, enabled: boolean) => useSettingsList(kind, query, enabled);
  const [deleting, setDeleting] = useState<SettingsRow | null>(null);
  const [merging, setMerging] = useState<MergeSource | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteSettingsItem(kind);
  const columns = useMemo(
    () =>
      referenceColumns(t, {
        kind,
        onDelete: setDeleting,
        onMerge: kind === 'skills' ? (row) => setMerging(mergeSourceOf(row)) : undefined,
      }),
    [t, kind],
  );
  const list = useListPage(
    {
      codec,
      filterKeys: [],
      fields: [],
      sortColumn: settingsSortColumnSchema,
      defaultSort: SETTINGS_DEFAULT_SORT,
    },
    useKindRows,
  );
  const { state, rows } = list;
  if (!list.valid) return null; // reloading without the query (LIST-06)

  async function confirmDelete(row: SettingsRow) {
    try {
      await remove.mutateAsync(row.externalId);
      enqueueSnackbar(t('settingsLists.deleted', { name: row.name }), { variant: 'success' });
    } catch (error) {
      // 409: the server says what still uses the item.
      const message =
        isApiError(error) && error.status === 409 ? error.message : t('messages.somethingWentWrong');
      enqueueSnackbar(message, { variant: 'error' });
    } finally {
      setDeleting(null);
    }
  }

  const title = t(`settingsLists.titles.${kind}`);
  const create = { label: t(`settingsLists.new.${kind}`), to: settingsNewPath(kind) };
  return (
    <Stack spacing={2.5}>
      {headingLevel === 'h1' ? (
        <ListPageHeader
          title={title}
          create={create}
          actions={
            // SET-03 projects/{gloId}/import: projects also come from GLO-R.
            kind === 'projects' ? (
              <Button
                variant="outlined"
                startIcon={<CloudDownloadOutlinedIcon />}
                onClick={() => setImporting(true)}
              >
                {t('projectImport.button')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Typography variant="h2" component="h2">
            {title}
          </Typography>
          <Button component={RouterLink} to={create.to} variant="contained" startIcon={<AddIcon />}>
            {create.label}
          </Button>
        </Stack>
      )}
      <Typography color="text.secondary">{t(`settingsLists.intros.${kind}`)}</Typography>
      <ListSearchField
        label={t(`settingsLists.search.${kind}`)}
        value={state.search ?? ''}
        onSearch={list.search}
        maxLength={SETTINGS_LIMITS.searchMax}
      />
      {rows.isError ? (
        <LoadErrorAlert message={t('settingsLists.loadFailed')} onRetry={() => void rows.refetch()} />
      ) : null}
      <ListTable<SettingsRow>
        data={rows.data}
        loading={rows.isFetching}
        label={title}
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        renderCard={(row) => <ReferenceCard kind={kind} row={row} />}
        page={state.page}
        pageSize={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={list.changePage}
        onSortChange={list.changeSort}
        onRowOpen={(row) => void navigate(settingsEditPath(kind, row.externalId))}
        filtered={list.filtered}
        onClearFilters={list.clearFilters}
        empty={{
          none: t('settingsLists.emptyNone'),
          noneHint: t('settingsLists.emptyNoneHint'),
          filtered: t('settingsLists.emptyFiltered'),
          filteredHint: t('settingsLists.emptyFilteredHint'),
          clearFilters: t('settingsLists.clearSearch'),
        }}
      />
      {kind === 'projects' ? (
        <ImportProjectDialog
          open={importing}
          onClose={() => setImporting(false)}
          onImport={(gloId) => void navigate(projectImportPath(gloId))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('settingsLists.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('settingsLists.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void (deleting && confirmDelete(deleting))}
        onCancel={() => setDeleting(null)}
      >
        {t('settingsLists.deleteText')}
      </ConfirmDialog>
      <SkillMergeDialog source={merging} onClose={() => setMerging(null)} />
    </Stack>
  );
}
