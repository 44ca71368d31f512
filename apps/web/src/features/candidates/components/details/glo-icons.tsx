import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { useTranslation } from 'react-i18next';

export type GloIconsProps = { gloCandidateId: string | null; gloAssignmentId: string | null | undefined };

/** CAND-DETAIL-03: exported to GLO-R (the candidate) and assigned there (for this vacancy). */
export function GloIcons({ gloCandidateId, gloAssignmentId }: GloIconsProps) {
  const { t } = useTranslation();
  if (!gloCandidateId && !gloAssignmentId) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ color: 'secondary.main' }}>
      {gloCandidateId && (
        <Tooltip title={t('candidateDetails.glo.exported', { id: gloCandidateId })}>
          <CloudDoneOutlinedIcon
            role="img"
            aria-label={t('candidateDetails.glo.exported', { id: gloCandidateId })}
            fontSize="small"
          />
        </Tooltip>
      )}
      {gloAssignmentId && (
        <Tooltip title={t('candidateDetails.glo.assigned', { id: gloAssignmentId })}>
          <AssignmentTurnedInOutlinedIcon
            role="img"
            aria-label={t('candidateDetails.glo.assigned', { id: gloAssignmentId })}
            fontSize="small"
          />
        </Tooltip>
      )}
    </Stack>
  );
}
