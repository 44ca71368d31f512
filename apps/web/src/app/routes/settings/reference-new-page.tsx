import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSaveSettingsItem } from '@/features/settings-reference/api/save-settings-item';
import { ReferenceForm } from '@/features/settings-reference/components/reference-form';
import {
  LOCATIONS_PATH,
  SETTINGS_KINDS,
  settingsKindOf,
} from '@/features/settings-reference/components/settings-kinds';

/** /internal/settings/{kind}/new (SET-03: cities/new, working-locations/new, ...). */
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
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t(`settingsLists.new.${kind}`)}
      </Typography>
      <ReferenceForm
        kind={kind}
        defaultValues={Object.fromEntries(SETTINGS_KINDS[kind].fields.map((field) => [field, '']))}
        submitLabel={t('settingsLists.create')}
        onCancel={() => void navigate(listPath)}
        onSubmit={async (body) => {
          const saved = await save.mutateAsync(body);
          enqueueSnackbar(t('settingsLists.created', { name: saved.name }), { variant: 'success' });
          await navigate(listPath);
        }}
      />
    </Stack>
  );
}
