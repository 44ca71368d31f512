import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SettingsListKind } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useSettingsItem } from '@/features/settings/reference/api/get-settings-item';
import { useSaveSettingsItem, type SettingsBody } from '@/features/settings/reference/api/save-settings-item';
import {
  DistributionListForm,
  distributionListFormValues,
} from '@/features/settings/reference/components/distribution-list-form';
import { ReferenceForm } from '@/features/settings/reference/components/reference-form';
import { mergeSourceOf } from '@/features/settings/reference/components/reference-list';
import { SkillMergeDialog } from '@/features/settings/reference/components/skill-merge-dialog';
import {
  LOCATIONS_PATH,
  SETTINGS_KINDS,
  settingsKindOf,
  type SettingsFormValues,
  type SettingsRow,
} from '@/features/settings/reference/components/settings-kinds';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';

/** /internal/settings/{kind}/{id}/edit (SET-03: working-locations/{id}/edit, ...; the locations' too). */
export default function ReferenceEditRoute() {
  const kind = settingsKindOf(useLocation().pathname);
  const { itemId = '' } = useParams();
  if (!kind) return <Navigate to={LOCATIONS_PATH} replace />;
  return <ReferenceEdit key={`${kind}/${itemId}`} kind={kind} itemId={itemId} />;
}

function formValues(kind: SettingsListKind, row: SettingsRow): SettingsFormValues {
  return Object.fromEntries(SETTINGS_KINDS[kind].fields.map((field) => [field, row[field] ?? '']));
}

function ReferenceEdit({ kind, itemId }: { kind: SettingsListKind; itemId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const item = useSettingsItem(kind, itemId);
  const save = useSaveSettingsItem(kind, itemId);
  const listPath = SETTINGS_KINDS[kind].listPath;
  const leaving = useNotFoundRedirect(item.error, t('settingsLists.notFound'), listPath);
  const [merging, setMerging] = useState(false);

  if (leaving) return null;
  if (item.isPending)
    return <Skeleton variant="rounded" height={240} aria-label={t('settingsLists.loading')} />;
  if (item.isError) throw item.error;
  const row = item.data;
  const onSubmit = async (body: SettingsBody) => {
    const saved = await save.mutateAsync(body);
    enqueueSnackbar(t('settingsLists.saved', { name: saved.name }), { variant: 'success' });
    await navigate(listPath);
  };
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t(`settingsLists.edit.${kind}`, { name: row.name })}
      </Typography>
      {row.gloProjectId ? (
        <Typography color="text.secondary">
          {t('settingsLists.importedFrom', { gloId: row.gloProjectId })}
        </Typography>
      ) : null}
      {kind === 'distribution-list' ? (
        <DistributionListForm
          defaultValues={distributionListFormValues(row)}
          submitLabel={t('settingsLists.save')}
          onCancel={() => void navigate(listPath)}
          onSubmit={onSubmit}
        />
      ) : (
        <ReferenceForm
          kind={kind}
          defaultValues={formValues(kind, row)}
          initialState={
            row.stateExternalId && row.stateName
              ? { externalId: row.stateExternalId, name: row.stateName }
              : null
          }
          submitLabel={t('settingsLists.save')}
          onCancel={() => void navigate(listPath)}
          onSubmit={onSubmit}
        />
      )}
      {kind === 'skills' ? (
        <>
          <Divider />
          <Stack spacing={1.5} sx={{ maxWidth: 560, alignItems: 'flex-start' }}>
            <Typography color="text.secondary">
              {t('settingsLists.merge.editHint', { name: row.name })}
            </Typography>
            <Button variant="outlined" onClick={() => setMerging(true)}>
              {t('settingsLists.merge.action')}
            </Button>
          </Stack>
          <SkillMergeDialog
            source={merging ? mergeSourceOf(row) : null}
            onClose={() => setMerging(false)}
            onMerged={() => void navigate(listPath)}
          />
        </>
      ) : null}
    </Stack>
  );
}
