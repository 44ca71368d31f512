import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { isApiError } from '@/lib/http';

export type GloImportLoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** Where "back" leads (the list the import started from) and what it says. */
  back: { to: string; label: string };
  texts: {
    notFound: string;
    notFoundHint: string;
    unreachable: string;
    unreachableHint: string;
    retrying: string;
  };
};

/**
 * Why an import has nothing to review: GLO-R has no such record (404) or the id is not one (400): nothing
 * to retry; GLO-R did not answer (502, or no answer at all): try again.
 */
export function GloImportLoadError({ error, onRetry, retrying, back, texts }: GloImportLoadErrorProps) {
  const { t } = useTranslation();
  const notFound = isApiError(error) && [400, 404].includes(error.status);
  const backButton = (
    <Button component={RouterLink} to={back.to} variant={notFound ? 'contained' : 'outlined'}>
      {back.label}
    </Button>
  );
  return (
    <Paper variant="outlined">
      {notFound ? (
        <EmptyState
          icon={<SearchOffOutlinedIcon />}
          title={texts.notFound}
          hint={texts.notFoundHint}
          action={backButton}
        />
      ) : (
        <EmptyState
          icon={<CloudOffOutlinedIcon />}
          title={texts.unreachable}
          hint={texts.unreachableHint}
          action={
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={onRetry} disabled={retrying}>
                {retrying ? texts.retrying : t('errors.retry')}
              </Button>
              {backButton}
            </Stack>
          }
        />
      )}
    </Paper>
  );
}
