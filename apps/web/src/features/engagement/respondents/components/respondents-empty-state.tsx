import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { RespondentsEmptyKind } from './respondents-empty-kind';

const ICONS = {
  notStarted: <EventBusyOutlinedIcon />,
  noResponses: <HourglassEmptyOutlinedIcon />,
  noMatches: <SearchOffOutlinedIcon />,
} as const;

export type RespondentsEmptyStateProps = { kind: RespondentsEmptyKind; onClearFilters: () => void };

/** RESP-19..21 in the spec's words, outside any grid (a grid without rows is an incomplete ARIA grid). */
export function RespondentsEmptyState({ kind, onClearFilters }: RespondentsEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        icon={ICONS[kind]}
        title={t(`respondents.empty.${kind}`)}
        action={
          kind === 'noMatches' ? (
            <Button variant="outlined" onClick={onClearFilters}>
              {t('respondents.empty.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    </Paper>
  );
}
