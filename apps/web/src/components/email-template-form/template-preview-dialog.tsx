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
import { useMutation } from '@tanstack/react-query';
import type { EmailTemplateDraft, RenderedEmail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { MailHtmlFrame } from '@/components/mail-html-frame';

/**
 * How a kind of template is previewed: the server renders a draft for a sample recipient (a candidate
 * for a campaign template, a user for a general one) and sends it as a test e-mail to the signed-in user.
 */
export type TemplatePreview = {
  render: (draft: EmailTemplateDraft) => Promise<RenderedEmail>;
  sendTest: (draft: EmailTemplateDraft) => Promise<{ message: string }>;
  /** The dialog's title, naming the sample ('Preview for a sample candidate'). */
  title: string;
  /** The mail frame's accessible name. */
  frameTitle: string;
};

export type TemplatePreviewDialogProps = {
  draft: EmailTemplateDraft | null;
  preview: TemplatePreview;
  onClose: () => void;
};

/**
 * The template as a recipient reads it (rendered by the server: sanitised, values HTML-escaped), and
 * 'Send test e-mail' to the signed-in user.
 */
export function TemplatePreviewDialog({ draft, preview, onClose }: TemplatePreviewDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const rendered = useMutation({ mutationFn: preview.render });
  const send = useMutation({ mutationFn: preview.sendTest });
  const { mutate } = rendered;
  useEffect(() => {
    if (draft) mutate(draft);
  }, [draft, mutate]);

  return (
    <Dialog open={Boolean(draft)} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{preview.title}</DialogTitle>
      <DialogContent dividers>
        {rendered.isPending ? (
          <CircularProgress aria-label={t('emailTemplates.preview.loading')} />
        ) : rendered.isError ? (
          <Alert severity="error">{t('messages.somethingWentWrong')}</Alert>
        ) : rendered.data ? (
          <Stack spacing={2}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <strong>{t('emailTemplates.preview.subject')}</strong> {rendered.data.subject}
            </Typography>
            <MailHtmlFrame html={rendered.data.html} title={preview.frameTitle} />
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
