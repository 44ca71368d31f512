import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { isApiError } from '@/lib/http';
import { VACANCIES_PATH } from './vacancy-paths';

export type ImportLoadErrorProps = { gloId: string; error: unknown; onRetry: () => void; retrying: boolean };

/**
 * Why there is nothing to review: GLO-R has no such vacancy (404) or the id is not one (400): nothing to
 * retry; GLO-R did not answer (502, or no answer at all): try again.
 */
export function ImportLoadError({ gloId, error, onRetry, retrying }: ImportLoadErrorProps) {
  const { t } = useTranslation();
  const notFound = isApiError(error) && [400, 404].includes(error.status);
  const back = (
    <Button component={RouterLink} to={VACANCIES_PATH} variant={notFound ? 'contained' : 'outlined'}>
      {t('vacancies.backToList')}
    </Button>
  );
  return (
    <Paper variant="outlined">
      {notFound ? (
        <EmptyState
          icon={<SearchOffOutlinedIcon />}
          title={t('vacancyImport.notFound', { gloId })}
          hint={t('vacancyImport.notFoundHint')}
          action={back}
        />
      ) : (
        <EmptyState
          icon={<CloudOffOutlinedIcon />}
          title={t('vacancyImport.unreachable')}
          hint={t('vacancyImport.unreachableHint')}
          action={
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={onRetry} disabled={retrying}>
                {retrying ? t('vacancyImport.retrying') : t('errors.retry')}
              </Button>
              {back}
            </Stack>
          }
        />
      )}
    </Paper>
  );
}
