import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { can, isOnCareersSite, type Role, type VacancyDetails } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusChip, VacancyStatusChip } from '@/components/status-chip';
import { CopyLinkButton } from './copy-link-button';
import { PublishButton } from './publish-button';
import { VACANCIES_PATH, vacancyEditPath } from './vacancy-paths';

/** Title, GLO-R id, status and type, and the page actions (VAC-16: Edit, Copy link, Publish for staff). */
export function VacancyHeader({ vacancy, role }: { vacancy: VacancyDetails; role: Role }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Link
        component={RouterLink}
        to={VACANCIES_PATH}
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('vacancies.backToList')}
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {vacancy.title}
          </Typography>
          <Typography color="text.secondary">
            {[vacancy.gloVacancyId, vacancy.workingLocation, vacancy.businessGroupName]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <VacancyStatusChip status={vacancy.status} />
            <StatusChip colour="gray" label={t(`enums.vacancyType.${vacancy.type}`)} />
            <StatusChip
              colour={vacancy.publishToExternalApp ? 'green' : 'gray'}
              label={
                vacancy.publishToExternalApp
                  ? t('vacancies.publishedBadge')
                  : t('vacancies.notPublishedBadge')
              }
            />
          </Stack>
        </Stack>
        {can(role, 'vacancies:write') ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <Button
              component={RouterLink}
              to={vacancyEditPath(vacancy.externalId)}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
            >
              {t('vacancies.edit')}
            </Button>
            {can(role, 'vacancies:publish') ? <PublishButton vacancy={vacancy} /> : null}
            {/* Only a link that opens: an unpublished or not OPEN vacancy's link says "not open". */}
            {vacancy.publicUrl && isOnCareersSite(vacancy) ? (
              <CopyLinkButton url={vacancy.publicUrl} />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
