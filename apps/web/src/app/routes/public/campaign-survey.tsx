import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CareersFrame } from '@/features/candidates/public-apply/components/careers-frame';
import { usePublicSurvey } from '@/features/engagement/public-survey/api/get-public-survey';
import {
  PublicSurveyForm,
  type SurveyOutcome,
} from '@/features/engagement/public-survey/components/public-survey-form';
import { SurveyNotice } from '@/features/engagement/public-survey/components/survey-notice';
import { linkProblem } from '@/features/engagement/public-survey/link-problem';

/**
 * /s/{token}: a campaign's survey for the recipient of the e-mail that linked here, no sign-in, outside
 * the app shell. Answered already (now or on an earlier visit): thanks; campaign closed: it says so;
 * a link that leads nowhere: not found; a link of a campaign closed long ago (410): expired.
 */
export default function CampaignSurveyRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const survey = usePublicSurvey(token);
  const [outcome, setOutcome] = useState<SurveyOutcome | null>(null);

  if (survey.isPending) {
    return (
      <CareersFrame title={t('publicSurvey.loading')}>
        <Skeleton variant="rounded" height={420} aria-label={t('publicSurvey.loading')} />
      </CareersFrame>
    );
  }
  if (survey.isError) {
    const reason = linkProblem(survey.error);
    return (
      <CareersFrame title={t(`publicSurvey.${reason}`)}>
        <SurveyNotice title={t(`publicSurvey.${reason}`)} hint={t(`publicSurvey.${reason}Hint`)} />
      </CareersFrame>
    );
  }
  const data = survey.data;
  const shown = outcome ?? (data.submitted ? 'already' : data.closed ? 'closed' : null);
  return (
    <CareersFrame title={data.title || t('publicSurvey.pageTitle')}>
      {shown === 'thanks' ? (
        <SurveyNotice title={t('publicSurvey.thanks')} hint={t('publicSurvey.thanksHint')} announce />
      ) : shown === 'already' ? (
        <SurveyNotice
          title={t('publicSurvey.thanks')}
          hint={t('publicSurvey.alreadyHint')}
          announce={outcome !== null}
        />
      ) : shown === 'expired' ? (
        <SurveyNotice title={t('publicSurvey.expired')} hint={t('publicSurvey.expiredHint')} announce />
      ) : shown === 'closed' ? (
        <SurveyNotice
          title={t('publicSurvey.closed')}
          hint={t('publicSurvey.closedHint')}
          announce={outcome !== null}
        />
      ) : (
        <PublicSurveyForm token={token} survey={data} onDone={setOutcome} />
      )}
    </CareersFrame>
  );
}
