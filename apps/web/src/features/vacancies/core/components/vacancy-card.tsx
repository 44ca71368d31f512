import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VacancyRow } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VacancyStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { vacancyPath } from './vacancy-paths';

/** One vacancy on a phone: title (to the details), GLO-R id, status, group and project, counts, date. */
export function VacancyCard({ row }: { row: VacancyRow }) {
  const { t } = useTranslation();
  const where = [row.businessGroupName, row.projectName].filter(Boolean).join(' · ');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={vacancyPath(row.externalId)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
      >
        {row.title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {[row.gloVacancyId, t(`enums.vacancyType.${row.type}`), where].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, pt: 0.5, alignItems: 'center' }}>
        <VacancyStatusChip status={row.status} />
        {row.publishToExternalApp ? (
          <Typography variant="body2">{t('vacancies.publishedBadge')}</Typography>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('vacancies.cardCounts', { candidates: row.candidatesCount, pending: row.newCandidatesCount })} ·{' '}
        {formatDate(row.createdAt)}
      </Typography>
    </Stack>
  );
}
