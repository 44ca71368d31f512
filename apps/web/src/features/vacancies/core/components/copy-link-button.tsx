import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import LinkIcon from '@mui/icons-material/Link';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';

/** VAC-17: how long the button says the link was copied. */
export const LINK_COPIED_MS = 5000;

/** Copies the vacancy's public link; reads 'Link copied' for 5 s (VAC-17), or says why it failed (VAC-18). */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      enqueueSnackbar(t('vacancies.copyLinkFailed'), { variant: 'error' });
    }
  }

  return (
    <Button variant="outlined" startIcon={copied ? <CheckIcon /> : <LinkIcon />} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? t('vacancies.linkCopied') : t('vacancies.copyLink')}</span>
    </Button>
  );
}
