import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import type { CareersApplication } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { applicationResumeUrl } from '../api/careers-applications';
import { applicationValueText } from './application-value';
import { useApplicationActions } from './use-application-actions';

/**
 * One careers-site application on the candidate's page: which vacancy, when and from where; each value
 * that differs from the profile beside the profile's, with a button to take it over; the resume sent
 * (download, take over); attach to the vacancy when the candidate is not on it.
 */
export function CareersApplicationCard({ application }: { application: CareersApplication }) {
  const { t } = useTranslation();
  const { run, error, busy } = useApplicationActions(application.externalId);
  const differences = application.fields.filter((field) => field.differs);
  const { resume, vacancy } = application;
  const headingId = `careers-application-${application.externalId}`;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={`/internal/vacancies/${vacancy.externalId}`} underline="hover">
                {t('careersApplications.toVacancy', { title: vacancy.title })}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('careersApplications.received', {
                when: formatDateTime(application.createdAt),
                address: application.clientAddress,
              })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {application.createdCandidate && (
              <Chip size="small" label={t('careersApplications.createdCandidate')} />
            )}
            <Chip
              size="small"
              variant="outlined"
              color={application.attached ? 'success' : 'default'}
              label={
                application.attached
                  ? t('careersApplications.onVacancy')
                  : t('careersApplications.notOnVacancy')
              }
            />
          </Stack>
        </Stack>

        {error && <Alert severity="error">{error}</Alert>}

        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {t('careersApplications.differences')}
          </Typography>
          {differences.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('careersApplications.noDifferences')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {differences.map((difference) => {
                const label = t(`careersApplications.fields.${difference.field}`);
                return (
                  <Box
                    component="li"
                    key={difference.field}
                    sx={{
                      display: 'grid',
                      gap: 1,
                      alignItems: 'center',
                      gridTemplateColumns: { xs: '1fr', md: '11rem 1fr 1fr auto' },
                      py: 1,
                      borderTop: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t('careersApplications.application')}:{' '}
                      </Box>
                      {applicationValueText(t, difference.field, difference.applicationValue)}
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t('careersApplications.profile')}:{' '}
                      </Box>
                      {applicationValueText(t, difference.field, difference.profileValue)}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      aria-label={t('careersApplications.useValueFor', { field: label })}
                      onClick={() => run({ kind: 'field', field: difference.field })}
                      sx={{ justifySelf: { xs: 'start', md: 'end' } }}
                    >
                      {t('careersApplications.useValue')}
                    </Button>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider', pt: 2 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
            <DescriptionOutlinedIcon color="action" aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t('careersApplications.resume')}: {resume.fileName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatFileSize(resume.size)}
                {resume.sameAsProfile && ` · ${t('careersApplications.sameResume')}`}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={applicationResumeUrl(application.externalId)}
              download={resume.fileName}
              aria-label={t('careersApplications.downloadResumeNamed', { fileName: resume.fileName })}
            >
              {t('careersApplications.downloadResume')}
            </Button>
            {!resume.sameAsProfile && (
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={t('careersApplications.useResumeNamed', { fileName: resume.fileName })}
                onClick={() => run({ kind: 'resume' })}
              >
                {t('careersApplications.useResume')}
              </Button>
            )}
            {!application.attached && (
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                aria-label={t('careersApplications.attachNamed', {
                  name: application.candidate.fullName,
                  title: vacancy.title,
                })}
                onClick={() => run({ kind: 'attach' })}
              >
                {t('careersApplications.attach')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
