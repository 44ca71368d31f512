import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HistoryEntryView } from './history-entry';

/** The history as a list (phones): each entry a short block, nothing to scroll sideways. */
export function HistoryList({ entries }: { entries: readonly HistoryEntryView[] }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="ul"
      aria-label={t('candidateDetails.tabs.history')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.key}
          sx={{ px: 2, py: 1.5, borderTop: index === 0 ? 'none' : '1px solid', borderColor: 'divider' }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {entry.vacancy ? `${entry.what}: ${entry.vacancy}` : entry.what}
          </Typography>
          <Typography>{entry.change}</Typography>
          <Typography variant="body2" color="text.secondary">
            {entry.when} · {entry.who}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
