import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { can } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { EmailTemplateForm } from '@/components/email-template-form/email-template-form';
import { EmailTemplateDetails } from '@/features/engagement/email-templates/components/email-template-details';
import {
  previewEmailTemplate,
  sendEmailTemplateTest,
  useEmailTemplate,
  useSaveEmailTemplate,
  useTemplateVariables,
} from '@/features/engagement/email-templates/api/email-templates';
import {
  EMAIL_TEMPLATES_PATH,
  emailTemplateEditPath,
  emailTemplateViewPath,
} from '@/features/engagement/email-templates/components/email-template-paths';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect';
import { useCurrentUser } from '../../current-user';

const EMPTY = { title: '', from: '', subject: '', body: '' };

/**
 * /internal/engagement/email-templates/new, /{id}/edit and /{id}/view (ETPL-01). ETPL-02: a TAG only
 * views: its edit URL goes to the view, its new URL to the list.
 */
export default function EmailTemplatePage({ mode }: { mode: 'new' | 'edit' | 'view' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { role } = useCurrentUser();
  const { templateId = '' } = useParams();
  const mayWrite = can(role, 'engagement:email-templates');
  const creating = mode === 'new';
  const template = useEmailTemplate(creating ? '' : templateId);
  const variables = useTemplateVariables();
  const save = useSaveEmailTemplate(creating ? undefined : templateId);
  const leaving = useNotFoundRedirect(
    creating ? null : template.error,
    t('emailTemplates.notFound'),
    EMAIL_TEMPLATES_PATH,
  );

  if (!mayWrite && mode === 'new') return <Navigate to={EMAIL_TEMPLATES_PATH} replace />;
  if (!mayWrite && mode === 'edit') return <Navigate to={emailTemplateViewPath(templateId)} replace />;
  if (leaving) return null;
  if ((!creating && template.isPending) || variables.isPending) {
    return <Skeleton variant="rounded" height={420} aria-label={t('emailTemplates.loading')} />;
  }
  if (!creating && template.isError) throw template.error;
  const detail = creating ? undefined : template.data;
  const heading = creating
    ? t('emailTemplates.newTemplate')
    : mode === 'edit'
      ? t('emailTemplates.editTitle', { title: detail?.title ?? '' })
      : (detail?.title ?? '');

  const editLink =
    mode === 'view' && mayWrite ? (
      <Button
        component={RouterLink}
        to={emailTemplateEditPath(templateId)}
        variant="contained"
        startIcon={<EditOutlinedIcon />}
      >
        {t('emailTemplates.edit')}
      </Button>
    ) : null;

  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {mode === 'view' && detail ? (
        <EmailTemplateDetails
          template={detail}
          onBack={() => void navigate(EMAIL_TEMPLATES_PATH)}
          action={editLink}
        />
      ) : (
        <EmailTemplateForm
          key={`${mode}-${templateId}`}
          defaultValues={
            detail
              ? { title: detail.title, from: detail.from ?? '', subject: detail.subject, body: detail.body }
              : EMPTY
          }
          variables={variables.data?.content ?? []}
          readOnly={mode === 'view'}
          preview={{
            render: previewEmailTemplate,
            sendTest: sendEmailTemplateTest,
            title: t('emailTemplates.preview.title'),
            frameTitle: t('emailTemplates.preview.frame'),
          }}
          submitLabel={creating ? t('emailTemplates.form.create') : t('emailTemplates.form.save')}
          onCancel={() => void navigate(EMAIL_TEMPLATES_PATH)}
          extraAction={editLink}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            enqueueSnackbar(creating ? t('emailTemplates.created') : t('emailTemplates.updated'), {
              variant: 'success',
            });
            await navigate(EMAIL_TEMPLATES_PATH);
          }}
        />
      )}
    </Stack>
  );
}
