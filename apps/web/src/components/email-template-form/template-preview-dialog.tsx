import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { EmailTemplateDraft } from '@talent-desk/shared';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MailHtmlFrame } from '@/components/mail-html-frame';
import { usePreviewEmailTemplate, useSendTestEmail } from '../api/email-templates';

/**
 * The template as a recipient reads it, for a sample candidate and campaign (rendered by the server:
 * sanitised, values HTML-escaped), and 'Send test e-mail' to the signed-in user.
 */
export function TemplatePreviewDialog({
  draft,
  onClose,
}: {
  draft: EmailTemplateDraft | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const preview = usePreviewEmailTemplate();
  const send = useSendTestEmail();
  const { mutate } = preview;
  useEffect(() => {
    if (draft) mutate(draft);
  }, [draft, mutate]);

  return (
    <Dialog open={Boolean(draft)} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t('emailTemplates.preview.title')}</DialogTitle>
      <DialogContent dividers>
        {preview.isPending ? (
          <CircularProgress aria-label={t('emailTemplates.preview.loading')} />
        ) : preview.isError ? (
          <Alert severity="error">{t('messages.somethingWentWrong')}</Alert>
        ) : preview.data ? (
          <Stack spacing={2}>
            <Typography>
              <strong>{t('emailTemplates.preview.subject')}</strong> {preview.data.subject}
            </Typography>
            <MailHtmlFrame html={preview.data.html} title={t('emailTemplates.preview.frame')} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<SendOutlinedIcon />}
          disabled={!draft || send.isPending}
          onClick={() =>
            draft &&
            send.mutate(draft, {
              onSuccess: (answer) => enqueueSnackbar(answer.message, { variant: 'success' }),
              onError: () => enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' }),
            })
          }
        >
          {t('emailTemplates.preview.sendTest')}
        </Button>
        <Button onClick={onClose}>{t('emailTemplates.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
