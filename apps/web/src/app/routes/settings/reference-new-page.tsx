import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSaveSettingsItem, type SettingsBody } from '@/features/settings/reference/api/save-settings-item';
import {
  DistributionListForm,
  distributionListFormValues,
} from '@/features/settings/reference/components/distribution-list-form';
import { ReferenceForm } from '@/features/settings/reference/components/reference-form';
import {
  LOCATIONS_PATH,
  SETTINGS_KINDS,
  settingsKindOf,
} from '@/features/settings/reference/components/settings-kinds';

/**
 * /internal/settings/{kind}/new (SET-03: cities/new, working-locations/new, ...; distribution-list/new
 * is ours: SET-03 names only the list and its edit page).
 */
export default function ReferenceNewRoute() {
  const kind = settingsKindOf(useLocation().pathname);
  if (!kind) return <Navigate to={LOCATIONS_PATH} replace />;
  return <ReferenceNew key={kind} kind={kind} />;
}

function ReferenceNew({ kind }: { kind: NonNullable<ReturnType<typeof settingsKindOf>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSettingsItem(kind);
  const listPath = SETTINGS_KINDS[kind].listPath;
  const onSubmit = async (body: SettingsBody) => {
    const saved = await save.mutateAsync(body);
    enqueueSnackbar(t('settingsLists.created', { name: saved.name }), { variant: 'success' });
    await navigate(listPath);
  };
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t(`settingsLists.new.${kind}`)}
      </Typography>
      {kind === 'distribution-list' ? (
        <DistributionListForm
          defaultValues={distributionListFormValues()}
          submitLabel={t('settingsLists.create')}
          onCancel={() => void navigate(listPath)}
          onSubmit={onSubmit}
        />
      ) : (
        <ReferenceForm
          kind={kind}
          defaultValues={Object.fromEntries(SETTINGS_KINDS[kind].fields.map((field) => [field, '']))}
          submitLabel={t('settingsLists.create')}
          onCancel={() => void navigate(listPath)}
          onSubmit={onSubmit}
        />
      )}
    </Stack>
  );
}
