import Button from '@mui/material/Button';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import type { CampaignDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { respondentsPath } from './respondent-paths';

export type RespondentsLinkProps = {
  campaign: Pick<CampaignDetail, 'externalId' | 'status' | 'surveyTitle' | 'recipientCounts'>;
};

/**
 * The way from a campaign's page to its respondents (RESP-01): once the campaign is scheduled and only
 * when it has a survey (a draft's survey can still change, and without one nobody can answer).
 */
export function RespondentsLink({ campaign }: RespondentsLinkProps) {
  const { t } = useTranslation();
  if (campaign.status === 'DRAFT' || campaign.surveyTitle === null) return null;
  return (
    <Button
      component={RouterLink}
      to={respondentsPath(campaign.externalId)}
      variant="outlined"
      startIcon={<QuestionAnswerOutlinedIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('respondents.link', { count: campaign.recipientCounts.submitted })}
    </Button>
  );
}
