import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CAMPAIGNS_PATH } from '../campaign-paths';

export type WizardFooterProps = {
  /** The previous step (none on step 1). */
  onBack?: () => void;
  /** The step's main button (Next, Schedule). */
  primary: ReactNode;
  /** More buttons before it (Send test e-mail). */
  extra?: ReactNode;
};

/** The wizard's buttons: Back, Cancel (to the list) on the left; the step's own on the right. */
export function WizardFooter({ onBack, primary, extra }: WizardFooterProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {onBack ? (
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
            {t('campaigns.wizard.back')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={CAMPAIGNS_PATH}>
          {t('campaigns.wizard.cancel')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        {extra}
        {primary}
      </Stack>
    </Stack>
  );
}
