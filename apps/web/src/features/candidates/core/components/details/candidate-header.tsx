import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { can, canUpdateBgc, type CandidateRead, type Role } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackgroundStatusChip, CandidateStatusChip, StatusChip } from '@/components/status-chip';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { CandidateMoreActions } from './candidate-more-actions';
import { GatedButton } from './gated-button';
import { resumeUrl } from './resume-tab';

export type CandidateHeaderProps = {
  candidate: CandidateRead;
  role: Role;
  onUpdateBackground: () => void;
};

/**
 * Name, status/source/background chips and the page actions (Edit, background status, resume; for an
 * ADMIN a menu with the personal-data download and anonymisation).
 */
export function CandidateHeader({ candidate, role, onUpdateBackground }: CandidateHeaderProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const editReason = candidate.editBlockedReason ? messageText(candidate.editBlockedReason) : null;
  const bgcGate = canUpdateBgc(candidate);
  const bgcReason = bgcGate.ok ? null : messageText(bgcGate.reason);
  const moreActions = can(role, 'candidates:anonymise');

  return (
    <Stack spacing={2}>
      <Link
        component={RouterLink}
        to="/internal/candidates"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('candidateForm.back')}
      </Link>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, position: 'relative' }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            component="h1"
            sx={{ overflowWrap: 'anywhere', pr: { xs: moreActions ? 6 : 0, md: 0 } }}
          >
            {candidate.fullName}
          </Typography>
          <Typography color="text.secondary">
            {[candidate.city, candidate.state, candidate.country].filter(Boolean).join(', ')}
          </Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            aria-label={t('candidateDetails.statuses')}
          >
            <CandidateStatusChip status={candidate.status} />
            <StatusChip colour="gray" variant="outlined" label={t(`enums.source.${candidate.source}`)} />
            <BackgroundStatusChip status={candidate.backgroundStatus} country={candidate.country} />
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
          {can(role, 'candidates:write') && (
            <GatedButton reason={editReason}>
              <Button
                component={RouterLink}
                to={`/internal/candidates/${candidate.externalId}/edit`}
                variant="contained"
                startIcon={<EditOutlinedIcon />}
                disabled={Boolean(editReason)}
              >
                {t('candidateDetails.actions.edit')}
              </Button>
            </GatedButton>
          )}
          {can(role, 'candidates:background') && (
            <GatedButton reason={bgcReason}>
              <Button
                variant="outlined"
                startIcon={<FactCheckOutlinedIcon />}
                disabled={Boolean(bgcReason)}
                onClick={onUpdateBackground}
              >
                {t('candidateDetails.actions.background')}
              </Button>
            </GatedButton>
          )}
          {candidate.resume && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={resumeUrl(candidate.externalId)}
              download={candidate.resume.fileName}
            >
              {t('candidateDetails.actions.downloadResume')}
            </Button>
          )}
          {moreActions && (
            // On a phone the menu sits beside the name, so that it does not wrap onto a line of its own.
            <Box sx={{ position: { xs: 'absolute', md: 'static' }, top: 0, right: 0 }}>
              <CandidateMoreActions candidate={candidate} />
            </Box>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
