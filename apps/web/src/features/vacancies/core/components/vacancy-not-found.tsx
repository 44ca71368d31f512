import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import WorkOffOutlinedIcon from '@mui/icons-material/WorkOffOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { VACANCIES_PATH } from './vacancy-paths';

/** A vacancy id that does not exist, or that a VENDOR may not see (the API answers 404 for both). */
export function VacancyNotFound() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        headingLevel="h2"
        icon={<WorkOffOutlinedIcon />}
        title={t('vacancies.notFound')}
        hint={t('vacancies.notFoundHint')}
        action={
          <Button component={RouterLink} to={VACANCIES_PATH} variant="contained">
            {t('vacancies.backToList')}
          </Button>
        }
      />
    </Paper>
  );
}
