import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
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
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { searchEmptyTexts } from '@/components/data-table/list-empty-texts';
import { ListTable } from '@/components/data-table/list-table';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { isApiError } from '@/lib/http';
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
    { codec, sortColumn: settingsSortColumnSchema, defaultSort: SETTINGS_DEFAULT_SORT },
    useKindRows,
  );

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
  return (
    <ListPage
      list={list}
      title={title}
      headingLevel={headingLevel}
      create={{ label: t(`settingsLists.new.${kind}`), to: settingsNewPath(kind) }}
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
      intro={t(`settingsLists.intros.${kind}`)}
      search={{ label: t(`settingsLists.search.${kind}`), maxLength: SETTINGS_LIMITS.searchMax }}
      loadFailed={t('settingsLists.loadFailed')}
    >
      <ListTable<SettingsRow>
        {...list.table}
        label={title}
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        renderCard={(row) => <ReferenceCard kind={kind} row={row} />}
        onOpen={(row) => void navigate(settingsEditPath(kind, row.externalId))}
        empty={searchEmptyTexts(t, 'settingsLists')}
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
    </ListPage>
  );
}
