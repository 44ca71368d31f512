import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** A candidate id that does not exist, or that a VENDOR may not see (the API answers 404 for both). */
export function CandidateNotFound() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        headingLevel="h2"
        icon={<PersonOffOutlinedIcon />}
        title={t('candidateDetails.notFound')}
        hint={t('candidateDetails.notFoundHint')}
        action={
          <Button component={RouterLink} to="/internal/candidates" variant="contained">
            {t('candidateDetails.backToList')}
          </Button>
        }
      />
    </Paper>
  );
}
