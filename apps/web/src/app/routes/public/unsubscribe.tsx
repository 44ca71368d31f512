import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CareersFrame } from '@/features/candidates/public-apply/components/careers-frame';
import { useUnsubscribeInfo } from '@/features/engagement/public-unsubscribe/api/get-unsubscribe';
import { UnsubscribeConfirm } from '@/features/engagement/public-unsubscribe/components/unsubscribe-confirm';
import { SurveyNotice } from '@/features/engagement/public-survey/components/survey-notice';
import { linkProblem } from '@/features/engagement/public-survey/link-problem';

/** /u/{token}: the e-mail's visible unsubscribe link, no sign-in: confirm, then done. */
export default function UnsubscribeRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);

  if (info.isPending) {
    return (
      <CareersFrame title={t('unsubscribe.loading')}>
        <Skeleton variant="rounded" height={200} aria-label={t('unsubscribe.loading')} />
      </CareersFrame>
    );
  }
  if (info.isError) {
    const reason = linkProblem(info.error);
    return (
      <CareersFrame title={t(`publicSurvey.${reason}`)}>
        <SurveyNotice title={t(`publicSurvey.${reason}`)} hint={t(`publicSurvey.${reason}Hint`)} />
      </CareersFrame>
    );
  }
  return (
    <CareersFrame title={t('unsubscribe.pageTitle')}>
      <UnsubscribeConfirm token={token} info={info.data} />
    </CareersFrame>
  );
}
