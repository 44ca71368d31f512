import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useGeneralEmailTemplates } from '@/features/mail/system-templates/api/get-general-email-templates';
import { GeneralEmailTemplateList } from '@/features/mail/system-templates/components/general-email-template-list';

/** /internal/settings/general-email-templates (SET-03): the app's own e-mails, to view or reword. */
export default function GeneralEmailTemplateListRoute() {
  const { t } = useTranslation();
  const templates = useGeneralEmailTemplates();
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h1" component="h1">
          {t('generalEmailTemplates.title')}
        </Typography>
        <Typography color="text.secondary">{t('generalEmailTemplates.intro')}</Typography>
      </Stack>
      {templates.isError ? (
        <LoadErrorAlert
          message={t('generalEmailTemplates.loadFailed')}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data ? (
        <GeneralEmailTemplateList templates={templates.data.content} />
      ) : (
        <Skeleton variant="rounded" height={240} aria-label={t('generalEmailTemplates.loading')} />
      )}
    </Stack>
  );
}
