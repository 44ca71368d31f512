import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VendorVacancyRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VacancyStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { vacancyPath } from './vendor-paths';

export type VendorVacancyCardProps = {
  row: VendorVacancyRow;
  onStopSharing?: ((row: VendorVacancyRow) => void) | undefined;
};

/** One shared vacancy on a phone (VEND-09): title, GLO-R id, status, group and project, counts, Stop sharing. */
export function VendorVacancyCard({ row, onStopSharing }: VendorVacancyCardProps) {
  const { t } = useTranslation();
  const where = [...row.businessGroups, row.projectName].filter(Boolean).join(' · ');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
      <Link
        component={RouterLink}
        to={vacancyPath(row.externalId)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
      >
        {row.title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {[row.gloVacancyId, where].filter(Boolean).join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ pt: 0.5 }}>
        <VacancyStatusChip status={row.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('vendors.vacancies.cardCounts', { count: row.candidatesCount, pending: row.newCandidatesCount })} ·{' '}
        {formatDate(row.createdAt)}
      </Typography>
      {onStopSharing ? (
        <Button
          size="small"
          color="error"
          onClick={() => onStopSharing(row)}
          aria-label={t('vendors.vacancies.stopSharingFor', { title: row.title })}
          sx={{ alignSelf: 'flex-start', ml: -0.5 }}
        >
          {t('vendors.vacancies.stopSharing')}
        </Button>
      ) : null}
    </Stack>
  );
}
