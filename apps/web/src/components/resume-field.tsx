import { useId, useRef, type ChangeEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RESUME_ACCEPT, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/lib/visually-hidden';
import { formatFileSize } from '@/lib/format';
import { useMessageText } from '@/lib/i18n/use-message-text';

export type ResumeFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The shared resumeIssue message (or the server's, for `resume`). */
  error: string | null;
  /** 0..1 while uploading, null otherwise. */
  progress: number | null;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * A resume upload (candidate create CAND-FORM-03, CAND-VAL-26/27; the careers site's application): one
 * of six types, up to 10 MB, with the rule shown, its error, and the upload's progress.
 */
export function ResumeField({ file, onChange, error, progress, disabled, buttonRef }: ResumeFieldProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const inputId = useId();
  const buttonId = `${inputId}-button`;
  const helpId = `${inputId}-help`;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    // data-form-field: a failed submit focuses the button of this field (kit: focus-first-invalid.ts).
    <Stack spacing={1.5} sx={{ position: 'relative' }} data-form-field>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/* A real button opens the file chooser; the input sits beside it, not inside an interactive label. */}
        <Button
          id={buttonId}
          type="button"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          ref={buttonRef}
          onClick={() => inputRef.current?.click()}
          aria-describedby={helpId}
          sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
        >
          {file ? t('resumeField.replace') : t('resumeField.choose')}
        </Button>
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-labelledby={buttonId}
          aria-describedby={helpId}
          aria-invalid={Boolean(error)}
          aria-required
          tabIndex={-1}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange(event.target.files?.[0] ?? null);
            event.target.value = ''; // choosing the same file again still fires a change
          }}
          sx={visuallyHidden}
        />
        {file ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <DescriptionOutlinedIcon color="action" aria-hidden />
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="resume-name">
              {file.name}
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(file.size)}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('resumeField.none')}</Typography>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error
          ? messageText(error)
          : t('resumeField.rule', {
              types: RESUME_EXTENSIONS.join(', '),
              size: RESUME_MAX_BYTES / 1024 / 1024,
            })}
      </FormHelperText>
      {progress !== null && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('resumeField.uploading')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('resumeField.progress', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
