import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useVacancy } from '@/features/vacancies/core/api/get-vacancy';
import { useSaveVacancy } from '@/features/vacancies/core/api/save-vacancy';
import { VacancyForm } from '@/features/vacancies/core/components/vacancy-form';
import { skillOptions, vacancyFormValues } from '@/features/vacancies/core/components/vacancy-form-values';
import { VacancyNotFound } from '@/features/vacancies/core/components/vacancy-not-found';
import { vacancyPath } from '@/features/vacancies/core/components/vacancy-paths';
import { isApiError } from '@/lib/http';

/** /internal/vacancies/{id}/edit (VAC-01; a VENDOR never gets this route: VAC-03). */
export default function VacancyEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { vacancyId = '' } = useParams();
  const vacancy = useVacancy(vacancyId);
  const save = useSaveVacancy(vacancyId);

  if (vacancy.isPending)
    return <Skeleton variant="rounded" height={480} aria-label={t('vacancies.loading')} />;
  if (vacancy.isError) {
    if (isApiError(vacancy.error) && [400, 404].includes(vacancy.error.status)) return <VacancyNotFound />;
    throw vacancy.error;
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('vacancies.editTitle', { title: vacancy.data.title })}
      </Typography>
      <VacancyForm
        defaultValues={vacancyFormValues(vacancy.data)}
        defaultSkills={skillOptions(vacancy.data)}
        submitLabel={t('vacancies.form.save')}
        onCancel={() => void navigate(vacancyPath(vacancyId))}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          enqueueSnackbar(t('vacancies.form.saved'), { variant: 'success' });
          await navigate(vacancyPath(vacancyId));
        }}
      />
    </Stack>
  );
}
