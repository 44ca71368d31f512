import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import type { Role } from '@talent-desk/shared';
import { EmptyState } from '@/components/empty-state';
import { useCandidateHistory } from '../../api/get-candidate-history';
import { historyEntryView } from './history-entry';
import { HistoryList } from './history-list';
import { HistoryTable } from './history-table';

type HistoryTabProps = { candidateId: string; role: Role };

/** Who changed which status when (vacancy pipeline and background check), newest first. */
export function HistoryTab({ candidateId, role }: HistoryTabProps) {
  const { t } = useTranslation();
  const history = useCandidateHistory(candidateId);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  if (history.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('app.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (history.isError) return <Alert severity="error">{t('candidateDetails.history.failed')}</Alert>;
  if (history.data.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState icon={<HistoryIcon />} title={t('candidateDetails.history.empty')} />
      </Paper>
    );
  }
  const entries = history.data.map((item, index) => historyEntryView(item, index, t, role));
  return narrow ? <HistoryList entries={entries} /> : <HistoryTable entries={entries} />;
}
