import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveVacancy } from '@/features/vacancies/core/api/save-vacancy';
import { VacancyForm } from '@/features/vacancies/core/components/vacancy-form';
import { EMPTY_VACANCY_FORM } from '@/features/vacancies/core/components/vacancy-form-values';
import { VACANCIES_PATH, vacancyPath } from '@/features/vacancies/core/components/vacancy-paths';

/** /internal/vacancies/new (VAC-01). */
export default function VacancyCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveVacancy();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('vacancies.newVacancy')}
      </Typography>
      <VacancyForm
        defaultValues={EMPTY_VACANCY_FORM}
        defaultSkills={[]}
        submitLabel={t('vacancies.form.create')}
        onCancel={() => void navigate(VACANCIES_PATH)}
        onSubmit={async (body) => {
          const vacancy = await save.mutateAsync(body);
          enqueueSnackbar(t('vacancies.form.created'), { variant: 'success' });
          await navigate(vacancyPath(vacancy.externalId));
        }}
      />
    </Stack>
  );
}
