import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateListRow } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AssessmentStatusChip, BackgroundStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { candidatePath } from './candidate-columns';
import { ListedStatuses } from './listed-statuses';

/** One candidate on a phone: the name (to the details), e-mail, place, the three statuses, source and date. */
export function CandidateCard({ row }: { row: CandidateListRow }) {
  const { t } = useTranslation();
  const place = [row.city, row.country].filter(Boolean).join(', ');
  const meta = [row.source ? t(`enums.source.${row.source}`) : null, formatDate(row.createdAt)];
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={candidatePath(row.externalId)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
      >
        {row.fullName}
      </Link>
      {row.email ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {place}
      </Typography>
      <Box sx={{ pt: 0.5 }}>
        <ListedStatuses items={row.listedStatuses} />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        <BackgroundStatusChip status={row.backgroundStatus} country={row.country} />
        <AssessmentStatusChip status={row.assessmentStatus} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {meta.filter(Boolean).join(' · ')}
      </Typography>
    </Stack>
  );
}
