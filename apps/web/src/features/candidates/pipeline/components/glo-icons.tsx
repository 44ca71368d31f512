import Stack from '@mui/material/Stack';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { useTranslation } from 'react-i18next';

/** Staff only on the read shapes: a VENDOR's answer has neither id. */
export type GloIconsProps = {
  gloCandidateId: string | null | undefined;
  gloAssignmentId: string | null | undefined;
};

/**
 * CAND-DETAIL-03: exported to GLO-R (the candidate) and assigned there (for this vacancy). Each icon
 * carries its own title: read by screen readers, shown by the browser on hover.
 */
export function GloIcons({ gloCandidateId, gloAssignmentId }: GloIconsProps) {
  const { t } = useTranslation();
  if (!gloCandidateId && !gloAssignmentId) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ color: 'secondary.main' }}>
      {gloCandidateId && (
        <CloudDoneOutlinedIcon
          fontSize="small"
          titleAccess={t('pipeline.glo.exported', { id: gloCandidateId })}
        />
      )}
      {gloAssignmentId && (
        <AssignmentTurnedInOutlinedIcon
          fontSize="small"
          titleAccess={t('pipeline.glo.assigned', { id: gloAssignmentId })}
        />
      )}
    </Stack>
  );
}
