import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Role } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { NotesPanel } from '../../notes/components/notes-panel';
import { CandidateTimeline } from './candidate-timeline';

/**
 * #activity: the timeline beside the candidate's notes (the composer and the notes one may edit or
 * delete); on a phone the notes come first.
 */
export function ActivityTab({ candidateId, role }: { candidateId: string; role: Role }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 0, md: 1 } }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
          {t('notes.title')}
        </Typography>
        <NotesPanel target={{ kind: 'candidate', externalId: candidateId }} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <CandidateTimeline candidateId={candidateId} viewer={role} />
      </Grid>
    </Grid>
  );
}
