import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import { usePublicVacancy } from '@/features/public-apply/api/get-public-vacancy';
import { ApplyForm } from '@/features/public-apply/components/apply-form';
import { PublicVacancySummary } from '@/features/public-apply/components/public-vacancy-summary';
import { isNotFound } from '@/lib/use-not-found-redirect';

/** /jobs/{vacancyId}: the careers page of a published OPEN vacancy, with its application form. */
export default function JobApplyRoute() {
  const { t } = useTranslation();
  const { vacancyId = '' } = useParams();
  const vacancy = usePublicVacancy(vacancyId);
  const [applied, setApplied] = useState(false);

  let body;
  if (vacancy.isPending) body = <Skeleton variant="rounded" height={360} aria-label={t('apply.loading')} />;
  else if (vacancy.isError) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {isNotFound(vacancy.error) ? t('apply.notFound') : t('messages.somethingWentWrong')}
        </Typography>
        <Typography color="text.secondary">{t('apply.notFoundHint')}</Typography>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <PublicVacancySummary vacancy={vacancy.data} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {applied ? (
            <Alert severity="success" role="status">
              {t('apply.received')}
            </Alert>
          ) : (
            <ApplyForm vacancyId={vacancyId} onApplied={() => setApplied(true)} />
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 6 } }}>
      <Container maxWidth="md">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <BrandMark />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {t('apply.careers')}
          </Typography>
        </Stack>
        {body}
      </Container>
    </Box>
  );
}
