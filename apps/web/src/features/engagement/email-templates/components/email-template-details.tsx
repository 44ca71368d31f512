import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailTemplateDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { MailHtmlFrame } from '@/components/mail-html-frame';
import { useSnackbar } from '@/lib/snackbar';
import { previewEmailTemplate, sendEmailTemplateTest } from '../api/email-templates';

export type EmailTemplateDetailsProps = {
  template: EmailTemplateDetail;
  onBack: () => void;
  /** Edit, for who may (ETPL-02: not a TAG). Send test e-mail is everyone's, as in the preview dialog. */
  action?: ReactNode;
};

/**
 * The view of an e-mail template (ETPL-01 /view, and every template for a TAG: ETPL-02) as content: its
 * title, sender and subject as a definition list, and the message as a sample candidate reads it
 * (rendered and sanitised by the server), rather than a form of disabled fields.
 */
export function EmailTemplateDetails({ template, onBack, action }: EmailTemplateDetailsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const draft = { subject: template.subject, body: template.body };
  const send = useMutation({
    mutationFn: () => sendEmailTemplateTest(draft),
    onSuccess: (answer) => enqueueSnackbar(answer.message, { variant: 'success' }),
    onError: () => enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' }),
  });
  const rendered = useQuery({
    queryKey: ['email-template-rendered', template.externalId, draft],
    queryFn: () => previewEmailTemplate(draft),
  });
  const facts = [
    { label: t('emailTemplates.fields.title'), value: template.title },
    { label: t('emailTemplates.view.from'), value: template.from || t('emailTemplates.view.fromOwner') },
    { label: t('emailTemplates.fields.subject'), value: template.subject },
  ];
  return (
    <Stack spacing={3}>
      <Paper component="section" variant="outlined" aria-labelledby="email-template-about" sx={{ p: 2.5 }}>
        <Typography id="email-template-about" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t('emailTemplates.form.about')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {facts.map(({ label, value }) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="email-template-message" sx={{ p: 2.5 }}>
        <Typography id="email-template-message" variant="h2" component="h2">
          {t('emailTemplates.form.content')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('emailTemplates.view.sample')}
        </Typography>
        {rendered.isPending ? (
          <Skeleton variant="rounded" height={480} aria-label={t('emailTemplates.preview.loading')} />
        ) : rendered.isError ? (
          <Alert severity="error">{t('messages.somethingWentWrong')}</Alert>
        ) : (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <MailHtmlFrame html={rendered.data.html} title={t('emailTemplates.preview.frame')} />
          </Box>
        )}
      </Paper>
      <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button startIcon={<SendOutlinedIcon />} disabled={send.isPending} onClick={() => send.mutate()}>
          {t('emailTemplates.preview.sendTest')}
        </Button>
        <Button onClick={onBack}>{t('emailTemplates.backToList')}</Button>
        {action}
      </Stack>
    </Stack>
  );
}
