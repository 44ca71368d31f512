import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { auditValueText, type Role, type TimelineEntry, type TimelineKind } from '@talent-desk/shared';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { NoteBody } from '../../notes/components/note-body';
import { timelineActor, timelineTitle } from './timeline-entry-text';

const ICONS: Record<TimelineKind, ReactElement> = {
  note: <StickyNote2OutlinedIcon fontSize="small" />,
  status: <HowToRegOutlinedIcon fontSize="small" />,
  background: <VerifiedUserOutlinedIcon fontSize="small" />,
  submission: <SendOutlinedIcon fontSize="small" />,
  application: <PublicOutlinedIcon fontSize="small" />,
  campaign: <CampaignOutlinedIcon fontSize="small" />,
  change: <EditNoteOutlinedIcon fontSize="small" />,
};

/** One timeline entry: an icon for its kind, what happened, who and when; a note's text, a change's fields. */
export function TimelineEntryItem({ entry, viewer }: { entry: TimelineEntry; viewer: Role }) {
  const { t } = useTranslation();
  const actor = timelineActor(t, entry, viewer);
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', pt: 0.25 }}>
        {ICONS[entry.kind]}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{timelineTitle(t, entry)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[actor, formatDateTime(entry.occurredAt)].filter(Boolean).join(' · ')}
        </Typography>
        {entry.note ? <NoteBody body={entry.note.body} /> : null}
        {entry.changes.length > 0 ? (
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5 }}
            aria-label={t('timeline.entry.changedFields', { count: entry.changes.length })}
          >
            {entry.changes.map((change) => (
              <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
                {change.field}: {auditValueText(change.old)} → {auditValueText(change.new)}
              </Typography>
            ))}
          </Box>
        ) : null}
      </Stack>
    </Stack>
  );
}
