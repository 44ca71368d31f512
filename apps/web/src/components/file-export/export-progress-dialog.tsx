import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { formatBytes } from '@/lib/file-export/export-stream';
import type { ExportRun } from './use-file-export';

export type ExportProgressDialogProps = { title: string; run: ExportRun; onCancel: () => void };

/** While an export streams: rows to expect, bytes so far, an indeterminate bar; Cancel aborts. */
export function ExportProgressDialog({ title, run: current, onCancel }: ExportProgressDialogProps) {
  const { t } = useTranslation();
  const open = current.phase !== 'idle';
  // While the dialog fades out, it keeps showing the last state instead of going blank.
  const [run, setRun] = useState(current);
  if (open && run !== current) setRun(current);
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" aria-describedby="export-progress-status">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {run.phase === 'running' ? (
          <Stack spacing={1.5} id="export-progress-status" aria-live="polite">
            <LinearProgress aria-label={title} />
            <Typography>
              {run.progress.rows === null
                ? t('fileExport.preparing')
                : t('fileExport.rows', { count: run.progress.rows })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('fileExport.received', { size: formatBytes(run.progress.bytes) })}
            </Typography>
          </Stack>
        ) : null}
        {run.phase === 'failed' ? (
          <Alert severity="error" role="alert" id="export-progress-status">
            {isApiError(run.error) ? run.error.message : t('messages.somethingWentWrong')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>
          {run.phase === 'failed' ? t('fileExport.close') : t('fileExport.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
