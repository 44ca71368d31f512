import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CareersApplication } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { formatDateTime } from '@/lib/format';
import { useVacancyApplications } from '../api/careers-applications';
import { ApplicationsPager } from './applications-pager';
import { useApplicationActions } from './use-application-actions';

function ApplicationRow({ application }: { application: CareersApplication }) {
  const { t } = useTranslation();
  const { run, error, busy } = useApplicationActions(application.externalId);
  const { candidate } = application;
  const differing = application.fields.filter((field) => field.differs).length;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/internal/candidates/${candidate.externalId}`}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {candidate.fullName}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('careersApplications.received', {
              when: formatDateTime(application.createdAt),
              address: application.clientAddress,
            })}
            {differing > 0 && ` · ${t('careersApplications.differCount', { count: differing })}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {application.createdCandidate && (
            <Chip size="small" label={t('careersApplications.createdCandidate')} />
          )}
          {application.attached ? (
            <Chip
              size="small"
              variant="outlined"
              color="success"
              label={t('careersApplications.onVacancy')}
            />
          ) : (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              aria-label={t('careersApplications.attachNamed', {
                name: candidate.fullName,
                title: application.vacancy.title,
              })}
              onClick={() => run({ kind: 'attach' })}
            >
              {t('careersApplications.attach')}
            </Button>
          )}
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/**
 * 'Careers-site applications (N)' on a vacancy's #candidates tab (staff only: the page mounts it for
 * ADMIN and TAG): who applied, when, from where, a link to the candidate, and Attach for those not on
 * the vacancy (a known candidate's application attaches nobody by itself). Hidden while there is none.
 */
export function VacancyCareersApplications({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const applications = useVacancyApplications(vacancyId, page);

  if (applications.isError)
    return (
      <LoadErrorAlert
        message={t('careersApplications.loadFailed')}
        onRetry={() => void applications.refetch()}
      />
    );
  const data = applications.data;
  if (!data || data.totalElements === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby="vacancy-careers-applications"
    >
      <Typography
        id="vacancy-careers-applications"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        {t('careersApplications.title', { count: data.totalElements })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('careersApplications.listLabel')}
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
      >
        {data.content.map((application) => (
          <ApplicationRow key={application.externalId} application={application} />
        ))}
      </Box>
      <ApplicationsPager count={data.totalElements} page={page} onChange={setPage} />
    </Paper>
  );
}
