import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CAMPAIGN_PREVIEW_INDEX_MAX, type CampaignPreview } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

export type RecipientNavigatorProps = {
  preview: CampaignPreview;
  onIndexChange: (index: number) => void;
  busy: boolean;
};

/** Which real recipient the e-mail is shown for, with previous and next (through the first thousand). */
export function RecipientNavigator({ preview, onIndexChange, busy }: RecipientNavigatorProps) {
  const { t } = useTranslation();
  const last = Math.min(preview.recipientCount, CAMPAIGN_PREVIEW_INDEX_MAX + 1) - 1;
  const { candidate, index } = preview;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
      <IconButton
        aria-label={t('campaigns.previewStep.previous')}
        disabled={busy || index <= 0}
        onClick={() => onIndexChange(index - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Stack sx={{ minWidth: 0, flex: 1 }} aria-live="polite">
        <Typography variant="body2" color="text.secondary">
          {candidate
            ? t('campaigns.previewStep.recipientOf', { position: index + 1, count: last + 1 })
            : t('campaigns.previewStep.sample')}
        </Typography>
        {candidate ? (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {candidate.fullName}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {candidate.email}
            </Typography>
          </Typography>
        ) : null}
      </Stack>
      <IconButton
        aria-label={t('campaigns.previewStep.next')}
        disabled={busy || index >= last}
        onClick={() => onIndexChange(index + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
