import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/file-export/download-export';
import { useSnackbar } from '@/lib/snackbar';

export type RecoveryCodesPanelProps = {
  codes: readonly string[];
  /** The account, named in the downloaded file. */
  email: string;
  /** Continue: enabled once the user says the codes are saved. */
  onContinue: () => void;
  /** The heading's level in the page (a page's step is h2, a section's h3). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The recovery codes, shown once: a list, Copy all, Download as text, and Continue only after 'I have
 * saved these codes' is ticked.
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onContinue,
  headingLevel = 'h2',
}: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      enqueueSnackbar(t('twoFactor.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('twoFactor.copyFailed'), { variant: 'error' });
    }
  };

  const download = () => {
    const content = `${t('twoFactor.fileHeading', { email })}\n\n${text}\n`;
    saveFile({ blob: new Blob([content], { type: 'text/plain' }), fileName: t('twoFactor.fileName') });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h3" component={headingLevel} id={headingId}>
        {t('twoFactor.stepSave')}
      </Typography>
      <Typography color="text.secondary">{t('twoFactor.codesIntro')}</Typography>
      <Box
        component="ol"
        aria-labelledby={headingId}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
          {t('twoFactor.copyAll')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download}>
          {t('twoFactor.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={t('twoFactor.saved')}
      />
      <Button variant="contained" disabled={!saved} onClick={onContinue} sx={{ alignSelf: 'flex-start' }}>
        {t('twoFactor.continue')}
      </Button>
    </Stack>
  );
}
