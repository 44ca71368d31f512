import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export function CandidateDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} aria-busy="true" aria-label={t('app.loading')}>
      <Skeleton variant="text" width={160} />
      <Skeleton variant="text" width={320} height={48} />
      <Stack direction="row" spacing={1}>
        <Skeleton variant="rounded" width={90} height={24} />
        <Skeleton variant="rounded" width={90} height={24} />
      </Stack>
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}
