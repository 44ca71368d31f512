import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useAlreadyImportedRedirect } from '@/components/glo-import/use-already-imported-redirect';
import { useNavigate, useParams } from 'react-router';
import { useImportPreview, useSaveImport } from '@/features/vacancies/core/api/import-vacancy';
import { ImportLoadError } from '@/features/vacancies/core/components/import-load-error';
import { ImportUnmatchedNotice } from '@/features/vacancies/core/components/import-unmatched-notice';
import { importFormValues, importSkillOptions } from '@/features/vacancies/core/components/import-values';
import { VacancyForm } from '@/features/vacancies/core/components/vacancy-form';
import { VACANCIES_PATH, vacancyPath } from '@/features/vacancies/core/components/vacancy-paths';

/**
 * /internal/vacancies/{gloId}/import (VAC-01; a VENDOR never gets this route: VAC-03): GLO-R's vacancy
 * for review in the vacancy form, or the vacancy already imported with this id.
 */
export default function VacancyImportRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { gloId = '' } = useParams();
  const preview = useImportPreview(gloId);
  const save = useSaveImport(gloId);
  const existing =
    preview.data && 'existingExternalId' in preview.data ? preview.data.existingExternalId : null;

  useAlreadyImportedRedirect(
    existing ? vacancyPath(existing) : null,
    t('vacancyImport.alreadyImported', { gloId }),
  );

  const heading = (
    <Typography variant="h1" component="h1">
      {t('vacancyImport.title', { gloId })}
    </Typography>
  );

  if (preview.isError) {
    return (
      <Stack spacing={3}>
        {heading}
        <ImportLoadError
          gloId={gloId}
          error={preview.error}
          retrying={preview.isFetching}
          onRetry={() => void preview.refetch()}
        />
      </Stack>
    );
  }
  if (preview.isPending || existing || !preview.data || 'existingExternalId' in preview.data) {
    return (
      <Stack spacing={3} aria-busy="true">
        {heading}
        <Typography color="text.secondary" role="status">
          {t('vacancyImport.asking')}
        </Typography>
        <Skeleton variant="rounded" height={480} />
      </Stack>
    );
  }

  const draft = preview.data;
  return (
    <Stack spacing={3}>
      {heading}
      <Typography color="text.secondary">{t('vacancyImport.intro')}</Typography>
      <ImportUnmatchedNotice preview={draft} />
      <VacancyForm
        defaultValues={importFormValues(draft)}
        defaultSkills={importSkillOptions(draft)}
        submitLabel={t('vacancyImport.save')}
        lockedGloIdHint={t('vacancyImport.gloIdLocked')}
        onCancel={() => void navigate(VACANCIES_PATH)}
        onSubmit={async (body) => {
          const vacancy = await save.mutateAsync(body);
          enqueueSnackbar(t('vacancyImport.saved', { title: vacancy.title }), { variant: 'success' });
          await navigate(vacancyPath(vacancy.externalId));
        }}
      />
    </Stack>
  );
}
