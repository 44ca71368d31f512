import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TIMELINE_KINDS, type Role, type TimelineKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useTimeline } from '../api/get-timeline';
import { TimelineEntryItem } from './timeline-entry-item';

/** What a VENDOR's timeline can hold: its API leaves campaigns and careers-site applications out. */
const VENDOR_KINDS: readonly TimelineKind[] = ['note', 'status', 'background', 'submission', 'change'];

export type CandidateTimelineProps = { candidateId: string; viewer: Role };

/** The candidate's activity, newest first, narrowed to one kind, older entries on demand (issue 24). */
export function CandidateTimeline({ candidateId, viewer }: CandidateTimelineProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TimelineKind | undefined>(undefined);
  const timeline = useTimeline(candidateId, kind);
  const entries = timeline.data?.pages.flatMap((page) => page.content) ?? [];
  const kinds = viewer === 'VENDOR' ? VENDOR_KINDS : TIMELINE_KINDS;

  return (
    <Stack spacing={1.5}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
        {t('timeline.title')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind ?? 'all'}
        onChange={(_event, value: TimelineKind | 'all' | null) => {
          if (value !== null) setKind(value === 'all' ? undefined : value);
        }}
        aria-label={t('timeline.filterLabel')}
        // One row that scrolls sideways on a phone: a wrapped group breaks its joined borders.
        sx={{
          maxWidth: '100%',
          overflowX: 'auto',
          alignSelf: 'flex-start',
          '& .MuiToggleButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
        }}
      >
        <ToggleButton value="all">{t('timeline.kinds.all')}</ToggleButton>
        {kinds.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`timeline.kinds.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {timeline.isError ? (
        <LoadErrorAlert message={t('timeline.loadFailed')} onRetry={() => void timeline.refetch()} />
      ) : timeline.isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" aria-label={t('timeline.label')} />
      ) : entries.length === 0 ? (
        <EmptyState
          title={kind ? t('timeline.emptyFiltered') : t('timeline.empty')}
          hint={kind ? undefined : t('timeline.emptyHint')}
        />
      ) : (
        <Box component="ol" aria-label={t('timeline.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <TimelineEntryItem key={entry.id} entry={entry} viewer={viewer} />
          ))}
        </Box>
      )}
      {timeline.hasNextPage ? (
        <Button
          onClick={() => void timeline.fetchNextPage()}
          loading={timeline.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('timeline.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
