import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useAlreadyImportedRedirect } from '@/components/glo-import/use-already-imported-redirect';
import { useNavigate, useParams } from 'react-router';
import { GloImportLoadError } from '@/components/glo-import/glo-import-load-error';
import {
  useProjectImportPreview,
  useSaveProjectImport,
} from '@/features/settings/reference/api/import-project';
import { ReferenceForm } from '@/features/settings/reference/components/reference-form';
import { SETTINGS_KINDS, settingsEditPath } from '@/features/settings/reference/components/settings-kinds';

const PROJECTS_PATH = SETTINGS_KINDS.projects.listPath;

/**
 * /internal/settings/projects/{gloId}/import (SET-03; ADMIN only, SET-01): GLO-R's project for review,
 * saved into the projects list; a GLO-R id already imported leads to that project's edit page.
 */
export default function ProjectImportRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { gloId = '' } = useParams();
  const preview = useProjectImportPreview(gloId);
  const save = useSaveProjectImport(gloId);
  const existing =
    preview.data && 'existingExternalId' in preview.data ? preview.data.existingExternalId : null;

  useAlreadyImportedRedirect(
    existing ? settingsEditPath('projects', existing) : null,
    t('projectImport.alreadyImported', { gloId }),
  );

  const heading = (
    <Typography variant="h1" component="h1">
      {t('projectImport.title', { gloId })}
    </Typography>
  );

  if (preview.isError) {
    return (
      <Stack spacing={3}>
        {heading}
        <GloImportLoadError
          error={preview.error}
          retrying={preview.isFetching}
          onRetry={() => void preview.refetch()}
          back={{ to: PROJECTS_PATH, label: t('projectImport.backToList') }}
          texts={{
            notFound: t('projectImport.notFound', { gloId }),
            notFoundHint: t('projectImport.notFoundHint'),
            unreachable: t('projectImport.unreachable'),
            unreachableHint: t('projectImport.unreachableHint'),
            retrying: t('projectImport.retrying'),
          }}
        />
      </Stack>
    );
  }
  if (preview.isPending || existing || !preview.data || 'existingExternalId' in preview.data) {
    return (
      <Stack spacing={3} aria-busy="true">
        {heading}
        <Typography color="text.secondary" role="status">
          {t('projectImport.asking')}
        </Typography>
        <Skeleton variant="rounded" height={200} sx={{ maxWidth: 560 }} />
      </Stack>
    );
  }

  const { draft, sameName } = preview.data;
  return (
    <Stack spacing={3}>
      {heading}
      <Typography color="text.secondary">{t('projectImport.intro')}</Typography>
      {sameName ? (
        <Alert severity="info" sx={{ maxWidth: 560 }}>
          {t('projectImport.sameName', { name: sameName.name })}
        </Alert>
      ) : null}
      <ReferenceForm
        kind="projects"
        defaultValues={{ name: draft.name }}
        before={
          <TextField
            id="project-import-glo-id"
            label={t('settingsLists.gloProjectId')}
            value={draft.gloProjectId}
            helperText={t('projectImport.gloIdLocked')}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        }
        submitLabel={t('projectImport.save')}
        onCancel={() => void navigate(PROJECTS_PATH)}
        onSubmit={async (body) => {
          const saved = await save.mutateAsync({ name: body.name ?? '' });
          enqueueSnackbar(t('projectImport.saved', { name: saved.name }), { variant: 'success' });
          await navigate(PROJECTS_PATH);
        }}
      />
    </Stack>
  );
}
