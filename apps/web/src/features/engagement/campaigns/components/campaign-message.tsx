import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CAMPAIGNS_PATH, campaignPath } from './campaign-paths';

export type CampaignMessageKind = 'notFound' | 'noAccess' | 'notEditable' | 'loadFailed';

export type CampaignMessageProps = {
  kind: CampaignMessageKind;
  /** The campaign's page, offered when the campaign exists (no access to edit, no longer editable). */
  externalId?: string;
  onRetry?: () => void;
};

const ICONS = {
  notFound: <SearchOffOutlinedIcon />,
  noAccess: <BlockOutlinedIcon />,
  notEditable: <LockClockOutlinedIcon />,
  loadFailed: <CloudOffOutlinedIcon />,
} as const;

/**
 * A campaign page that cannot be shown: CAMP-11 not found; CAMP-46 no access (a TAG on another's
 * campaign); a campaign past the wizard (open or ended); CAMP-15 the data failed to load. Each offers
 * the way back to the campaigns list.
 */
export function CampaignMessage({ kind, externalId, onRetry }: CampaignMessageProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Stack aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 44 } }}>
          {ICONS[kind]}
        </Stack>
        <Typography variant="h1" component="h1">
          {t(`campaigns.message.${kind}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {t(`campaigns.message.${kind}.hint`)}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {onRetry ? (
            <Button variant="contained" onClick={onRetry}>
              {t('campaigns.message.retry')}
            </Button>
          ) : null}
          {externalId ? (
            <Button component={RouterLink} to={campaignPath(externalId)} variant="contained">
              {t('campaigns.message.openCampaign')}
            </Button>
          ) : null}
          <Button
            component={RouterLink}
            to={CAMPAIGNS_PATH}
            variant={onRetry || externalId ? 'outlined' : 'contained'}
          >
            {t('campaigns.backToList')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
