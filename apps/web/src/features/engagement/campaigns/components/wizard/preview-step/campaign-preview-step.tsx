import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { CampaignDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MailHtmlFrame } from '@/components/mail-html-frame';
import { useCampaignPreview, useSendCampaignTestEmail } from '../../../api/get-campaign-preview';
import { useScheduleCampaign } from '../../../api/schedule-campaign';
import { campaignPath, campaignStepPath } from '../../campaign-paths';
import { useCampaignFailure } from '../../use-campaign-failure';
import { WizardFooter } from '../wizard-footer';
import { CampaignSummary } from './campaign-summary';
import { RecipientNavigator } from './recipient-navigator';

/**
 * Step 3: how many candidates the campaign reaches now, the e-mail as each of them will read it
 * (rendered by the server for real recipients, stepped through), 'Send test e-mail', and Schedule
 * (CAMP-48: SCHEDULED until the start). Back goes to Content (CAMP-08).
 */
export function CampaignPreviewStep({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const failed = useCampaignFailure();
  const [index, setIndex] = useState(0);
  const preview = useCampaignPreview(campaign.externalId, index);
  const sendTest = useSendCampaignTestEmail(campaign.externalId);
  const schedule = useScheduleCampaign(campaign.externalId);
  const data = preview.data;

  function send() {
    sendTest.mutate(data?.index ?? index, {
      onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success' }),
      onError: (error) => failed(error, { showBadRequest: true }),
    });
  }
  function scheduleIt() {
    schedule.mutate(undefined, {
      onSuccess: async (detail) => {
        enqueueSnackbar(t('campaignMessages.scheduled'), { variant: 'success' });
        await navigate(campaignPath(detail.externalId));
      },
      onError: (error) => failed(error, { showBadRequest: true }),
    });
  }

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h3" component="h2">
            {t('campaigns.previewStep.reach')}
          </Typography>
          <Typography aria-live="polite">
            <Typography component="strong" variant="h2" sx={{ mr: 1 }}>
              {data?.recipientCount ?? '…'}
            </Typography>
            {t('campaigns.previewStep.recipients', { count: data?.recipientCount ?? 0 })}
          </Typography>
          {campaign.audienceMode === 'NONE' ? (
            <Alert severity="warning">{t('campaigns.previewStep.noAudience')}</Alert>
          ) : data && data.recipientCount === 0 ? (
            <Alert severity="warning">{t('campaigns.previewStep.nobody')}</Alert>
          ) : null}
          <CampaignSummary campaign={campaign} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h3" component="h2">
            {t('campaigns.previewStep.email')}
          </Typography>
          {preview.isError ? (
            <Alert
              severity="error"
              action={<Button onClick={() => void preview.refetch()}>{t('campaigns.message.retry')}</Button>}
            >
              {t('campaigns.previewStep.loadFailed')}
            </Alert>
          ) : data ? (
            <>
              <RecipientNavigator preview={data} onIndexChange={setIndex} busy={preview.isFetching} />
              {preview.isFetching ? (
                <LinearProgress aria-label={t('campaigns.previewStep.rendering')} />
              ) : null}
              {data.email ? (
                <Stack spacing={1}>
                  <Typography>
                    <Typography component="span" color="text.secondary">
                      {t('campaigns.previewStep.subject')}{' '}
                    </Typography>
                    <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {data.email.subject}
                    </Typography>
                  </Typography>
                  <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                    <MailHtmlFrame html={data.email.html} title={t('campaigns.previewStep.frameTitle')} />
                  </Paper>
                </Stack>
              ) : (
                <Alert severity="info">{t('campaigns.previewStep.noEmail')}</Alert>
              )}
            </>
          ) : (
            <LinearProgress aria-label={t('campaigns.previewStep.rendering')} />
          )}
        </Stack>
      </Paper>
      <WizardFooter
        onBack={() => void navigate(campaignStepPath(campaign.externalId, 'CONTENT'))}
        extra={
          <Button
            variant="outlined"
            startIcon={<SendOutlinedIcon />}
            onClick={send}
            disabled={!data?.email || sendTest.isPending}
          >
            {t('campaigns.previewStep.sendTest')}
          </Button>
        }
        primary={
          campaign.status === 'SCHEDULED' ? (
            <Button component={RouterLink} to={campaignPath(campaign.externalId)} variant="contained">
              {t('campaigns.previewStep.done')}
            </Button>
          ) : (
            <Button variant="contained" onClick={scheduleIt} disabled={schedule.isPending}>
              {t('campaigns.previewStep.schedule')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
