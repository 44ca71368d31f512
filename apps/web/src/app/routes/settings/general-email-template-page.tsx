import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { GENERAL_TEMPLATE_LINK_VARIABLE } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { EmailTemplateForm } from '@/components/email-template-form/email-template-form';
import { useGeneralEmailTemplate } from '@/features/mail/system-templates/api/get-general-email-template';
import { useGeneralTemplateVariables } from '@/features/mail/system-templates/api/get-general-template-variables';
import {
  previewGeneralEmailTemplate,
  sendGeneralEmailTemplateTest,
} from '@/features/mail/system-templates/api/preview-general-email-template';
import { useUpdateGeneralEmailTemplate } from '@/features/mail/system-templates/api/update-general-email-template';
import {
  GENERAL_EMAIL_TEMPLATES_PATH,
  generalEmailTemplateEditPath,
} from '@/features/mail/system-templates/components/general-email-template-paths';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';

/**
 * /internal/settings/general-email-templates/{id}/edit and /{id}/view (SET-03): the campaign templates'
 * form and editor with the general variables; only subject and message change.
 */
export default function GeneralEmailTemplatePage({ mode }: { mode: 'edit' | 'view' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { templateId = '' } = useParams();
  const template = useGeneralEmailTemplate(templateId);
  const variables = useGeneralTemplateVariables();
  const save = useUpdateGeneralEmailTemplate(templateId);
  const leaving = useNotFoundRedirect(
    template.error,
    t('generalEmailTemplates.notFound'),
    GENERAL_EMAIL_TEMPLATES_PATH,
  );

  if (leaving) return null;
  if (template.isPending || variables.isPending) {
    return <Skeleton variant="rounded" height={420} aria-label={t('generalEmailTemplates.loading')} />;
  }
  if (template.isError) throw template.error;
  const detail = template.data;

  return (
    <Stack spacing={3}>
      <Stack spacing={0.75}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {mode === 'edit' ? t('generalEmailTemplates.editTitle', { title: detail.title }) : detail.title}
        </Typography>
        <Typography color="text.secondary">{t(`generalEmailTemplates.purposes.${detail.key}`)}</Typography>
        {mode === 'edit' ? (
          <Typography color="text.secondary">
            {t('generalEmailTemplates.linkHint', { link: `{{${GENERAL_TEMPLATE_LINK_VARIABLE}}}` })}
          </Typography>
        ) : null}
      </Stack>
      <EmailTemplateForm
        key={`${mode}-${templateId}`}
        general
        defaultValues={{ title: detail.title, from: '', subject: detail.subject, body: detail.body }}
        variables={variables.data?.content ?? []}
        readOnly={mode === 'view'}
        preview={{
          render: previewGeneralEmailTemplate,
          sendTest: sendGeneralEmailTemplateTest,
          title: t('generalEmailTemplates.preview.title'),
          frameTitle: t('generalEmailTemplates.preview.frame'),
        }}
        submitLabel={t('generalEmailTemplates.save')}
        onCancel={() => void navigate(GENERAL_EMAIL_TEMPLATES_PATH)}
        extraAction={
          mode === 'view' ? (
            <Button
              component={RouterLink}
              to={generalEmailTemplateEditPath(templateId)}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
            >
              {t('generalEmailTemplates.edit')}
            </Button>
          ) : null
        }
        onSubmit={async ({ subject, body }) => {
          await save.mutateAsync({ subject, body });
          enqueueSnackbar(t('generalEmailTemplates.updated'), { variant: 'success' });
          await navigate(GENERAL_EMAIL_TEMPLATES_PATH);
        }}
      />
    </Stack>
  );
}
