import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Alert from '@mui/material/Alert';
import HistoryIcon from '@mui/icons-material/History';
import {
  BACKGROUND_STATUS_LABELS,
  CANDIDATE_STATUS_LABELS,
  type CandidateHistoryItem,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { formatDateTime } from '@/lib/format';
import { useCandidateHistory } from '../../api/get-candidate-history';

function statusLabel(kind: CandidateHistoryItem['kind'], status: string | null): string {
  if (!status) return '—';
  const labels: Record<string, string> =
    kind === 'VACANCY_STATUS' ? CANDIDATE_STATUS_LABELS : BACKGROUND_STATUS_LABELS;
  return labels[status] ?? status;
}

/** Who changed which status when (vacancy pipeline and background check), newest first. */
export function HistoryTab({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const history = useCandidateHistory(candidateId);

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
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('candidateDetails.tabs.history')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('candidateDetails.history.when')}</TableCell>
            <TableCell>{t('candidateDetails.history.who')}</TableCell>
            <TableCell>{t('candidateDetails.history.what')}</TableCell>
            <TableCell>{t('candidateDetails.history.change')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.data.map((item, index) => (
            <TableRow key={`${item.changedAt}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.changedAt)}</TableCell>
              <TableCell>{item.changedBy?.fullName ?? t('candidateDetails.history.system')}</TableCell>
              <TableCell>
                {item.kind === 'VACANCY_STATUS'
                  ? (item.vacancyTitle ?? t('candidateDetails.history.vacancy'))
                  : t('candidateDetails.history.backgroundCheck')}
              </TableCell>
              <TableCell>
                {statusLabel(item.kind, item.fromStatus)} → {statusLabel(item.kind, item.toStatus)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
