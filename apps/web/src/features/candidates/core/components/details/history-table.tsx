import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { HistoryEntryView } from './history-entry';

const COLUMNS = ['when', 'who', 'what', 'vacancy', 'change'] as const;

/** The history as a table (wide screens): one column per part of an entry. */
export function HistoryTable({ entries }: { entries: readonly HistoryEntryView[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('candidateDetails.tabs.history')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {t(`candidateDetails.history.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.when}</TableCell>
              <TableCell>{entry.who}</TableCell>
              <TableCell>{entry.what}</TableCell>
              <TableCell>{entry.vacancy ?? t('candidateDetails.none')}</TableCell>
              <TableCell>{entry.change}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
