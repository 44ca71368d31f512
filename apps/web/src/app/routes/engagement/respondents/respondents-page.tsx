import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { useCampaign } from '@/features/engagement/campaigns/api/get-campaign';
import { CampaignMessage } from '@/features/engagement/campaigns/components/campaign-message';
import { CAMPAIGNS_PATH, campaignPath } from '@/features/engagement/campaigns/components/campaign-paths';
import { AttachVacanciesDialog } from '@/features/candidates/pipeline/components/attach-vacancies-dialog';
import { RespondentsView } from '@/features/engagement/respondents/components/respondents-view';
import { isNotFound } from '@/lib/use-not-found-redirect';

/**
 * /internal/engagement/respondents/{campaignId} (RESP-01): the campaign's name and its respondents;
 * 'Attach to vacancy' is the candidates' attach dialog (RESP-26..31). An unknown campaign is the
 * campaigns' not-found page.
 */
export default function RespondentsRoute() {
  const { t } = useTranslation();
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);

  if (campaign.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('respondents.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (campaign.isError) {
    if (isNotFound(campaign.error)) return <CampaignMessage kind="notFound" />;
    return <CampaignMessage kind="loadFailed" onRetry={() => void campaign.refetch()} />;
  }
  const { externalId, name, startTime } = campaign.data;

  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <PageBreadcrumbs
          label={t('respondents.breadcrumbs')}
          items={[
            { label: t('respondents.campaigns'), to: CAMPAIGNS_PATH },
            { label: name, to: campaignPath(externalId) },
            { label: t('respondents.title') },
          ]}
        />
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      </Stack>
      <RespondentsView campaign={{ externalId, name, startTime }} AttachDialog={AttachVacanciesDialog} />
    </Stack>
  );
}
