import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateListRow } from '@talent-desk/shared';
import { CandidateStatusChip } from '@/components/status-chip';
import { CandidateNameLink, ComplianceChip, placeOf, SkillChips, skillsOf } from './candidate-cells';

/** One matching candidate on a phone: the name, the place, compliance and status, the skills. */
export function PreviewCard({ row }: { row: CandidateListRow }) {
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        <CandidateNameLink row={row} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {placeOf(row)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        <CandidateStatusChip status={row.status} />
        <ComplianceChip compliance={row.locationCompliance} />
      </Stack>
      <SkillChips skills={skillsOf(row)} />
    </Stack>
  );
}
