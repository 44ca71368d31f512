import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AUDIENCES_PATH, audienceViewPath } from './audience-paths';

export type AudienceMessageProps =
  | { kind: 'notFound' }
  /** The audience exists and may be viewed, not edited by this user. */
  | { kind: 'forbidden'; externalId: string };

/** AUD-04 the not-found page; AUD-05 the forbidden page (a TAG editing another's audience). */
export function AudienceMessage(props: AudienceMessageProps) {
  const { t } = useTranslation();
  const forbidden = props.kind === 'forbidden';
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Stack aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 44 } }}>
          {forbidden ? <BlockOutlinedIcon /> : <SearchOffOutlinedIcon />}
        </Stack>
        <Typography variant="h1" component="h1">
          {forbidden ? t('audiences.forbiddenTitle') : t('audiences.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
          {forbidden ? t('audiences.forbidden') : t('audiences.notFoundHint')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {forbidden ? (
            <Button component={RouterLink} to={audienceViewPath(props.externalId)} variant="contained">
              {t('audiences.viewInstead')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={AUDIENCES_PATH} variant={forbidden ? 'outlined' : 'contained'}>
            {t('audiences.form.backToList')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
